import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { SHOT_GROUPS, type ShotGroup } from '@courtside/domain'
import { playerDisplayName, type Player, type TrendEntry, intlLocaleOf } from '@courtside/contracts'
import { ChartBoundary } from '@/components/chart-boundary'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { athleteListQueryOptions, athleteStatsQueryOptions } from '../api/athlete-queries'
import {
  DEFAULT_SELECTION,
  inRange,
  isGroupable,
  TREND_METRICS,
  TREND_RANGES,
  trendRows,
  type TrendMetric,
  type TrendRange,
  type TrendSelection,
} from '../lib/trend-series'
import { focusFormFromTrend, type FocusFormValues } from '../lib/focus-form'
import { formatDate, todayIsoDate } from './format-date'
import { MakeFocusButton } from './make-focus-button'
import { ProgressPlaylistButton } from './progress-playlist-button'

const TrendChart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })))

/**
 * ADR 0037: how an athlete's game moves over their matches, as a chart with the table behind it, over the last 5,
 * 10 or 30 matches or between dates, optionally beside another athlete of the coach.
 */
export function AthleteProgress({
  player,
  trends,
  onMakeFocus,
}: {
  player: Player
  trends: readonly TrendEntry[]
  /** Opens the focus dialog prefilled from the figure shown. */
  onMakeFocus?: (initial: FocusFormValues) => void
}) {
  const { t, i18n } = useTranslation()
  const ids = { metric: useId(), group: useId(), compare: useId(), from: useId(), to: useId(), range: useId() }
  const [selection, setSelection] = useState<TrendSelection>(DEFAULT_SELECTION)
  const [compareId, setCompareId] = useState<number | null>(null)
  const others = useQuery(athleteListQueryOptions({ search: '', filter: 'all', page: 1 }))
  const compared = useQuery({ ...athleteStatsQueryOptions(compareId ?? 0), enabled: compareId !== null })
  const comparedPlayer = others.data?.players.find((p) => p.id === compareId)
  const update = (patch: Partial<TrendSelection>) => setSelection((s) => ({ ...s, ...patch }))

  const series = [inRange(trends, selection)]
  const names = [playerDisplayName(player)]
  if (compareId !== null && compared.data && comparedPlayer) {
    series.push(inRange(compared.data.trends, selection))
    names.push(playerDisplayName(comparedPlayer))
  }
  const rows = trendRows(series, selection)
  const percentMetric = selection.metric === 'serve_won' || selection.metric === 'return_won'
  const number = new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    maximumFractionDigits: percentMetric ? 0 : 2,
  })
  const format = (v: number) => (percentMetric ? `${number.format(v)} %` : number.format(v))
  const cell = (v: number | null | undefined) =>
    v === undefined ? t('athletes.progress.notPlayed') : v === null ? '–' : format(v)
  const metricName = t(`athletes.progress.metrics.${selection.metric}`)
  const groupName = isGroupable(selection.metric) && selection.group ? t(`shots.groups.${selection.group}`) : null
  const caption = [metricName, groupName].filter(Boolean).join(' · ')
  const points = series[0]!.reduce((n, e) => n + e.points_played, 0)
  // The athlete's latest level of the figure shown: the mean of their last three matches in range that can say.
  const latest = rows
    .map((row) => row.values[0])
    .filter((v): v is number => typeof v === 'number')
    .slice(-3)
  const current = latest.length === 0 ? null : latest.reduce((sum, v) => sum + v, 0) / latest.length

  return (
    <Card data-testid="athlete-progress">
      <CardHeader>
        <CardTitle>{t('athletes.progress.title')}</CardTitle>
        <CardDescription>{t('athletes.progress.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.metric}>{t('athletes.progress.metric')}</Label>
            <NativeSelect
              id={ids.metric}
              value={selection.metric}
              onChange={(e) => update({ metric: e.target.value as TrendMetric })}
              data-testid="progress-metric"
            >
              {TREND_METRICS.map((m) => (
                <option key={m} value={m}>
                  {t(`athletes.progress.metrics.${m}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.group}>{t('athletes.progress.shotGroup')}</Label>
            <NativeSelect
              id={ids.group}
              value={selection.group ?? ''}
              disabled={!isGroupable(selection.metric)}
              onChange={(e) => update({ group: (e.target.value || null) as ShotGroup | null })}
              data-testid="progress-group"
            >
              <option value="">{t('athletes.progress.allShots')}</option>
              {SHOT_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`shots.groups.${g}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.compare}>{t('athletes.progress.compare')}</Label>
            <NativeSelect
              id={ids.compare}
              value={compareId ?? ''}
              onChange={(e) => setCompareId(e.target.value ? Number(e.target.value) : null)}
              data-testid="progress-compare"
            >
              <option value="">{t('athletes.progress.nobody')}</option>
              {(others.data?.players ?? [])
                .filter((p) => p.id !== player.id)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {playerDisplayName(p)}
                  </option>
                ))}
            </NativeSelect>
          </div>
        </div>
        <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
          <div className="col-span-2 grid gap-1.5">
            <span className="text-sm font-medium" id={ids.range}>
              {t('athletes.progress.range')}
            </span>
            <ToggleGroup
              type="single"
              value={selection.range}
              onValueChange={(v) => v && update({ range: v as TrendRange })}
              aria-labelledby={ids.range}
              className="w-full sm:w-fit"
              data-testid="progress-range"
            >
              {TREND_RANGES.map((r) => (
                <ToggleGroupItem
                  key={r}
                  value={r}
                  className="h-auto min-h-11 flex-1 px-2 py-1 sm:whitespace-nowrap md:min-h-9"
                >
                  {r === 'all' ? t('athletes.progress.all') : t('athletes.progress.lastN', { count: Number(r) })}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.from}>{t('athletes.progress.from')}</Label>
            <Input
              id={ids.from}
              type="date"
              className="w-full sm:w-40"
              value={selection.from ?? ''}
              onChange={(e) => update({ from: e.target.value || null })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.to}>{t('athletes.progress.to')}</Label>
            <Input
              id={ids.to}
              type="date"
              className="w-full sm:w-40"
              value={selection.to ?? ''}
              onChange={(e) => update({ to: e.target.value || null })}
            />
          </div>
        </div>

        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="progress-empty">
            {t('athletes.progress.empty')}
          </p>
        ) : (
          <figure className="grid gap-3">
            {/* The table below says everything the chart shows: the chart is for the eye only. */}
            <div aria-hidden="true" className="h-[240px]">
              <ChartBoundary
                fallback={<p className="text-sm text-muted-foreground">{t('athletes.progress.chartFailed')}</p>}
              >
                <Suspense fallback={<Skeleton className="h-full w-full" />}>
                  <TrendChart
                    rows={rows}
                    names={names}
                    format={format}
                    dateLabel={(d) => formatDate(d, i18n.language)}
                  />
                </Suspense>
              </ChartBoundary>
            </div>
            <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span data-testid="progress-evidence">
                {t('athletes.progress.evidence', { count: series[0]!.length, matches: series[0]!.length, points })}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                {onMakeFocus && current !== null && (
                  <MakeFocusButton
                    figure={caption}
                    onClick={() =>
                      onMakeFocus(focusFormFromTrend(selection.metric, selection.group, current, todayIsoDate()))
                    }
                  />
                )}
                {series[0]!.length > 0 && (
                  <ProgressPlaylistButton
                    athleteId={player.id}
                    athleteName={names[0]!}
                    selection={selection}
                    shown={series[0]!}
                    all={trends}
                  />
                )}
              </span>
            </figcaption>
            <div
              className="relative max-h-80 overflow-auto rounded-xl border border-border"
              tabIndex={0}
              role="region"
              aria-label={caption}
            >
              <table className="w-full border-collapse text-sm tabular-nums" data-testid="progress-table">
                <caption className="sr-only">{caption}</caption>
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t('athletes.progress.date')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t('athletes.progress.match')}
                    </th>
                    {names.map((name) => (
                      <th key={name} scope="col" className="px-3 py-2 text-right font-medium">
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...rows].reverse().map((row) => (
                    <tr key={row.match_id} className="border-t border-border">
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.date, i18n.language)}</td>
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        <Link to={`/matches/${row.match_id}/scores`} className="underline-offset-4 hover:underline">
                          {row.title}
                        </Link>
                      </th>
                      {row.values.map((v, i) => (
                        <td key={i} className="px-3 py-2 text-right">
                          {cell(v)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </CardContent>
    </Card>
  )
}
