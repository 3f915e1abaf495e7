import type { FocusMetric } from '@courtside/domain'
import { SHARE_METRICS, type Focus } from './focus.ts'
import type { Translate } from './story-sentence.ts'
import { intlLocaleOf } from './locale.ts'

/** The serve and return figures are shares (0–1) in the API and percentages on screen and in the report. */
export const isShareMetric = (metric: FocusMetric) => SHARE_METRICS.includes(metric)

const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(language: string, digits: number) {
  const key = `${language}|${digits}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: digits })
    formats.set(key, f)
  }
  return f
}

/** A focus figure as a coach reads it: "1.25", "+0.5" for impact, "64 %" for a share. */
export function formatFocusValue(metric: FocusMetric, value: number, language: string): string {
  if (isShareMetric(metric)) return `${numberFormat(language, 0).format(value * 100)} %`
  const text = numberFormat(language, 2).format(value).replace('-', '−')
  return metric === 'impact' && value > 0 ? `+${text}` : text
}

/** "Unforced errors per game · Volleys": the metric, narrowed to its shot group when there is one. */
export function focusMetricName(t: Translate, focus: Pick<Focus, 'metric' | 'shot_group'>): string {
  const metric = t(`focuses.metrics.${focus.metric}`)
  return focus.shot_group ? `${metric} · ${t(`shots.groups.${focus.shot_group}`)}` : metric
}

/** "Unforced errors per game: 1.5 or fewer" — the focus in one line. */
export function focusTitle(t: Translate, focus: Focus, language: string): string {
  return t(`focuses.title.${focus.direction}`, {
    metric: focusMetricName(t, focus),
    target: formatFocusValue(focus.metric, focus.target, language),
  })
}
