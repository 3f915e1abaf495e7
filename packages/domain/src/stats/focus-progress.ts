import type { ShotGroup } from '../scoring/shot-types.ts'
import type { TrendFigures } from './athlete-trends.ts'
import { calendarDayIn } from './calendar-day.ts'

/**
 * What a focus can follow: a trend figure of the athlete's progress, per match. The per-game counts may narrow to a
 * shot group; the serve and return figures are shares of points won (0–1). The rule is in docs/focuses.md.
 */
export const FOCUS_METRICS = [
  'impact',
  'winners_per_game',
  'forced_errors_per_game',
  'unforced_errors_per_game',
  'serve_points_won',
  'return_points_won',
] as const
export type FocusMetric = (typeof FOCUS_METRICS)[number]
/** The metrics a shot group narrows. */
export const SHOT_GROUP_METRICS: readonly FocusMetric[] = [
  'winners_per_game',
  'forced_errors_per_game',
  'unforced_errors_per_game',
]
export type FocusDirection = 'lower' | 'higher'
export type FocusStatus = 'not_yet' | 'on_track' | 'reached'

/** How many of the latest matches a focus's current level (and its baseline) averages. */
export const FOCUS_WINDOW = 3

export interface FocusSpec {
  metric: FocusMetric
  shot_group: ShotGroup | null
  direction: FocusDirection
  target: number
  /** A calendar date (YYYY-MM-DD) in `time_zone`: matches played on it or later there count. */
  starts_on: string
  /** The IANA zone the coach's dates mean (the device's when the focus was saved). */
  time_zone: string
}

/** One match of the athlete: when it was played (ISO date-time) and its trend figures. */
export interface FocusMatch {
  match_id: number
  date: string
  figures: TrendFigures
}

export interface FocusPoint {
  match_id: number
  date: string
  value: number
}

export interface FocusProgress {
  points: FocusPoint[]
  /** The mean of up to FOCUS_WINDOW matches before the start; null without any. */
  baseline: number | null
  /** The mean of up to FOCUS_WINDOW latest matches since the start; null before the first. */
  current: number | null
  status: FocusStatus
}

const share = (t: { played: number; won: number }) => (t.played === 0 ? null : t.won / t.played)

/** The focus's figure in one match; null when the match cannot say (no games completed, no serve played). */
export function focusValue(figures: TrendFigures, metric: FocusMetric, shotGroup: ShotGroup | null): number | null {
  if (metric === 'impact') return figures.impact
  if (metric === 'serve_points_won') return share(figures.on_serve)
  if (metric === 'return_points_won') return share(figures.on_return)
  if (shotGroup === null) return figures[metric]
  return figures.by_shot_group.find((row) => row.shot_group === shotGroup)?.[metric] ?? null
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length

/** Whether `value` is at least as good as `than` in the focus's direction (ties count). */
const atLeast = (direction: FocusDirection, value: number, than: number) =>
  direction === 'lower' ? value <= than : value >= than

/**
 * A focus's line and status from the athlete's matches (any order): `reached` when the current level meets the
 * target; `on_track` when it does not yet but is better than the baseline (without a baseline: the latest match
 * better than the first since the start); `not_yet` otherwise, and before any match since the start.
 */
export function focusProgress(focus: FocusSpec, matches: readonly FocusMatch[]): FocusProgress {
  const sorted = [...matches].sort((a, b) => a.date.localeCompare(b.date) || a.match_id - b.match_id)
  const before: number[] = []
  const points: FocusPoint[] = []
  for (const match of sorted) {
    const value = focusValue(match.figures, focus.metric, focus.shot_group)
    if (value === null) continue
    if (calendarDayIn(match.date, focus.time_zone) < focus.starts_on) before.push(value)
    else points.push({ match_id: match.match_id, date: match.date, value })
  }
  const baseline = mean(before.slice(-FOCUS_WINDOW))
  const current = mean(points.slice(-FOCUS_WINDOW).map((p) => p.value))
  let status: FocusStatus = 'not_yet'
  if (current !== null && atLeast(focus.direction, current, focus.target)) status = 'reached'
  else if (current !== null && baseline !== null && current !== baseline)
    status = atLeast(focus.direction, current, baseline) ? 'on_track' : 'not_yet'
  else if (baseline === null && points.length >= 2) {
    const first = points[0]!.value
    const last = points.at(-1)!.value
    if (last !== first && atLeast(focus.direction, last, first)) status = 'on_track'
  }
  return { points, baseline, current, status }
}
