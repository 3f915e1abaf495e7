import { lazy, memo, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { MomentumPoint } from '@courtside/domain'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ChartBoundary } from '@/components/chart-boundary'
import type { StatsView } from './stats-view'

const MomentumChart = lazy(() => import('./momentum-chart').then((m) => ({ default: m.MomentumChart })))

/** The figures the chart shows, in words: its text alternative. */
export function momentumSummary(points: readonly MomentumPoint[]) {
  let peak = { diff: 0, n: 0 }
  let trough = { diff: 0, n: 0 }
  for (const p of points) {
    if (p.diff > peak.diff) peak = { diff: p.diff, n: p.seq }
    if (p.diff < trough.diff) trough = { diff: p.diff, n: p.seq }
  }
  return { peak, trough, last: points.at(-1)?.diff ?? 0 }
}

export const MomentumCard = memo(function MomentumCard({ view }: { view: StatsView }) {
  const { t } = useTranslation()
  const points = view.stats.momentum
  const summary = useMemo(() => momentumSummary(points), [points])
  const setStarts = useMemo(
    () => points.flatMap((p, i) => (i > 0 && points[i - 1]!.set !== p.set ? [p.seq] : [])),
    [points],
  )
  const lead = (diff: number) =>
    diff === 0
      ? t('stats.momentum.level')
      : t('stats.momentum.ahead', { team: view.teamName(diff > 0 ? 0 : 1), count: Math.abs(diff) })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.momentum.title')}</CardTitle>
        <CardDescription>
          {t('stats.momentum.description', { team0: view.teamName(0), team1: view.teamName(1) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {points.length < 2 ? (
          <p className="text-sm text-muted-foreground">{t('stats.momentum.empty')}</p>
        ) : (
          <figure className="grid gap-3">
            <div aria-hidden="true" className="h-[220px]">
              <ChartBoundary
                fallback={<p className="text-sm text-muted-foreground">{t('stats.momentum.chartFailed')}</p>}
              >
                <Suspense fallback={<Skeleton className="h-full w-full" />}>
                  <MomentumChart
                    points={points}
                    setStarts={setStarts}
                    labels={{
                      diff: t('stats.momentum.diff'),
                      swing: t('stats.momentum.swing'),
                      point: (n) => t('stats.momentum.point', { n }),
                    }}
                  />
                </Suspense>
              </ChartBoundary>
            </div>
            <figcaption className="grid gap-1 text-sm text-muted-foreground">
              <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
                <span className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-primary" />
                  {t('stats.momentum.diff')}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block w-5 border-t-2 border-dashed border-muted-foreground"
                  />
                  {t('stats.momentum.swing')}
                </span>
              </span>
              <span data-testid="momentum-summary">
                {t('stats.momentum.summary', {
                  count: points.length,
                  now: lead(summary.last),
                  best0:
                    summary.peak.diff > 0
                      ? t('stats.momentum.peak', {
                          team: view.teamName(0),
                          count: summary.peak.diff,
                          n: summary.peak.n,
                        })
                      : '',
                  best1:
                    summary.trough.diff < 0
                      ? t('stats.momentum.peak', {
                          team: view.teamName(1),
                          count: -summary.trough.diff,
                          n: summary.trough.n,
                        })
                      : '',
                })
                  .replace(/\s+/g, ' ')
                  .trim()}
              </span>
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  )
})
