import type { ShotGroup } from '@courtside/domain'
import type { TrendEntry } from '@courtside/contracts'

/** What the progress chart can follow (ADR 0037). */
export const TREND_METRICS = [
  'impact',
  'winners_per_game',
  'forced_errors_per_game',
  'unforced_errors_per_game',
  'serve_won',
  'return_won',
] as const
export type TrendMetric = (typeof TREND_METRICS)[number]

/** The metrics a shot group narrows down. */
const GROUPED: readonly TrendMetric[] = ['winners_per_game', 'forced_errors_per_game', 'unforced_errors_per_game']
export const isGroupable = (metric: TrendMetric) => GROUPED.includes(metric)

export const TREND_RANGES = ['5', '10', '30', 'all'] as const
export type TrendRange = (typeof TREND_RANGES)[number]

export interface TrendSelection {
  metric: TrendMetric
  /** null: every shot. */
  group: ShotGroup | null
  range: TrendRange
  /** Inclusive calendar days (yyyy-mm-dd, UTC), or null. */
  from: string | null
  to: string | null
}

export const DEFAULT_SELECTION: TrendSelection = { metric: 'impact', group: null, range: '10', from: null, to: null }

const share = (t: { played: number; won: number }) => (t.played === 0 ? null : (100 * t.won) / t.played)

/** The value of one metric in one match; null where the match cannot say (no completed game, nothing served). */
export function trendValue(entry: TrendEntry, metric: TrendMetric, group: ShotGroup | null): number | null {
  if (metric === 'impact') return entry.impact
  if (metric === 'serve_won') return share(entry.on_serve)
  if (metric === 'return_won') return share(entry.on_return)
  if (group === null) return entry[metric]
  return entry.by_shot_group.find((g) => g.shot_group === group)?.[metric] ?? null
}

/** The matches in range, oldest first: between the dates (when set), then the last N of those. */
export function inRange(entries: readonly TrendEntry[], selection: TrendSelection): TrendEntry[] {
  const day = (e: TrendEntry) => e.date.slice(0, 10)
  const dated = entries.filter(
    (e) => (selection.from === null || day(e) >= selection.from) && (selection.to === null || day(e) <= selection.to),
  )
  return selection.range === 'all' ? dated : dated.slice(-Number(selection.range))
}

export interface TrendRow {
  match_id: number
  title: string
  date: string
  /** One value per athlete shown (the athlete, then the one compared); undefined where they did not play it. */
  values: (number | null | undefined)[]
}

/**
 * The table behind the chart and the chart's data: one row per match of either athlete, oldest first; a match both
 * played is one row.
 */
export function trendRows(series: readonly (readonly TrendEntry[])[], selection: TrendSelection): TrendRow[] {
  const rows = new Map<number, TrendRow>()
  series.forEach((entries, i) => {
    for (const entry of entries) {
      const row = rows.get(entry.match_id) ?? {
        match_id: entry.match_id,
        title: entry.title,
        date: entry.date,
        values: series.map(() => undefined),
      }
      row.values[i] = trendValue(entry, selection.metric, selection.group)
      rows.set(entry.match_id, row)
    }
  })
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date) || a.match_id - b.match_id)
}
