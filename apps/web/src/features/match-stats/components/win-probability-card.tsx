import { lazy, memo, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ChartBoundary } from '@/components/chart-boundary'
import { BiggestSwings } from './biggest-swings'
import { chancePoints } from './pressure-view'
import { percent } from './stats-format'
import type { StatsView } from './stats-view'
import { WinProbabilityTable } from './win-probability-table'

const WinProbabilityChart = lazy(() =>
  import('./win-probability-chart').then((m) => ({ default: m.WinProbabilityChart })),
)

/** Pair A's chance to win the match over the points (docs/win-probability.md), its table and biggest swings. */
export const WinProbabilityCard = memo(function WinProbabilityCard({ view }: { view: StatsView }) {
  const { t, i18n } = useTranslation()
  const { pressure, story } = view.stats
  const points = useMemo(() => (pressure ? chancePoints(pressure, story) : []), [pressure, story])
  if (!pressure) return null
  const team = view.teamName(0)
  const decisive = points.filter((p) => p.decisive).length
  return (
    <Card data-testid="win-probability">
      <CardHeader>
        <CardTitle>{t('stats.pressure.title')}</CardTitle>
        <CardDescription>{t('stats.pressure.description', { team })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {points.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('stats.pressure.empty')}</p>
        ) : (
          <>
            <figure className="grid gap-2">
              <div aria-hidden="true" className="h-[240px]">
                <ChartBoundary
                  fallback={<p className="text-sm text-muted-foreground">{t('stats.momentum.chartFailed')}</p>}
                >
                  <Suspense fallback={<Skeleton className="h-full w-full" />}>
                    <WinProbabilityChart
                      points={points}
                      labels={{
                        chance: t('stats.pressure.chance', { team }),
                        point: (n) => t('stats.momentum.point', { n }),
                        percent: (share) => percent(share, 1, i18n.language) ?? '',
                      }}
                    />
                  </Suspense>
                </ChartBoundary>
              </div>
              <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-primary" />
                  {t('stats.pressure.chance', { team })}
                </span>
                <span className="inline-flex items-center gap-1.5" data-testid="decisive-legend">
                  <span
                    aria-hidden="true"
                    className="inline-block size-2.5 rotate-45 border-[1.5px] border-foreground"
                  />
                  {t('stats.pressure.decisiveLegend', { count: decisive })}
                </span>
              </figcaption>
            </figure>
            <WinProbabilityTable points={points} team={team} />
            <BiggestSwings points={points} team={team} />
          </>
        )}
      </CardContent>
    </Card>
  )
})
