import type { CreateFocusInput, Focus } from '@courtside/contracts'
import { SHOT_GROUP_METRICS, type FocusMetric, type ShotGroup } from '@courtside/domain'
import { isShareMetric } from '@courtside/contracts'
import { deviceTimeZone } from '@/lib/device-time-zone'
import type { TrendMetric } from './trend-series'

/** The dialog's fields as typed: the target as text, a share as a percentage (docs/focuses.md). */
export interface FocusFormValues {
  metric: FocusMetric
  shot_group: ShotGroup | ''
  direction: 'lower' | 'higher'
  target: string
  starts_on: string
  note: string
}

/** Which way is better for each figure: fewer errors (forced ones are the athlete's own too), more of the rest. */
export const IMPROVES: Record<FocusMetric, 'lower' | 'higher'> = {
  impact: 'higher',
  winners_per_game: 'higher',
  forced_errors_per_game: 'lower',
  unforced_errors_per_game: 'lower',
  serve_points_won: 'higher',
  return_points_won: 'higher',
}

/** The progress chart's figure as a focus metric (the chart says "serve_won" for serve points won). */
export const FOCUS_METRIC_OF: Record<TrendMetric, FocusMetric> = {
  impact: 'impact',
  winners_per_game: 'winners_per_game',
  forced_errors_per_game: 'forced_errors_per_game',
  unforced_errors_per_game: 'unforced_errors_per_game',
  serve_won: 'serve_points_won',
  return_won: 'return_points_won',
}

const round = (value: number, step: number) => Math.round(value / step) * step
const trim = (value: number) => String(Number(value.toFixed(2)))

/**
 * A target a bit better than `current` (in the dialog's units: percentages for shares): five points for a share,
 * half a point of impact, a tenth more or fewer per game (at least 0.1).
 */
export function nudgedTarget(metric: FocusMetric, current: number): number {
  const better = IMPROVES[metric] === 'higher' ? 1 : -1
  if (isShareMetric(metric)) return Math.min(100, Math.max(0, Math.round(current) + 5 * better))
  if (metric === 'impact') return round(current + 0.5 * better, 0.1)
  const step = Math.max(0.1, Math.abs(current) * 0.1)
  return Math.max(0, round(current + step * better, 0.1))
}

export function emptyFocusForm(today: string): FocusFormValues {
  return { metric: 'impact', shot_group: '', direction: 'higher', target: '', starts_on: today, note: '' }
}

/** The form for a figure of the progress chart whose latest level is `current` (its own units). */
export function focusFormFromTrend(
  trend: TrendMetric,
  group: ShotGroup | null,
  current: number,
  today: string,
): FocusFormValues {
  const metric = FOCUS_METRIC_OF[trend]
  return {
    ...emptyFocusForm(today),
    metric,
    shot_group: group && SHOT_GROUP_METRICS.includes(metric) ? group : '',
    direction: IMPROVES[metric],
    target: trim(nudgedTarget(metric, current)),
  }
}

export function focusFormOf(focus: Focus): FocusFormValues {
  return {
    metric: focus.metric,
    shot_group: focus.shot_group ?? '',
    direction: focus.direction,
    target: trim(isShareMetric(focus.metric) ? focus.target * 100 : focus.target),
    starts_on: focus.starts_on,
    note: focus.note,
  }
}

/** The request body's focus; null when the target is not a number. */
export function focusBody(values: FocusFormValues): CreateFocusInput | null {
  const typed = Number(values.target.replace(',', '.').replace('−', '-'))
  if (values.target.trim() === '' || !Number.isFinite(typed)) return null
  return {
    metric: values.metric,
    shot_group: SHOT_GROUP_METRICS.includes(values.metric) && values.shot_group ? values.shot_group : null,
    direction: values.direction,
    target: isShareMetric(values.metric) ? Number((typed / 100).toFixed(4)) : typed,
    starts_on: values.starts_on,
    // The start is a day of this device's calendar (its default is this device's today).
    time_zone: deviceTimeZone(),
    note: values.note.trim(),
  }
}
