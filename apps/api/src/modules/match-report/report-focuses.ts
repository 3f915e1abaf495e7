import { focusTitle, formatFocusValue, type Focus, type Locale, type Translate } from '@courtside/contracts'
import type { ReportLayout } from './report-layout.ts'

/** An athlete of the match with their focuses, as the report's reader (their coach) may see them. */
export interface ReportAthleteFocuses {
  name: string
  focuses: Focus[]
}

/**
 * What the match's athletes are working on (docs/focuses.md): each focus in one line with its status and where it
 * stands now. Only for the athletes of the coach who asks for the report; nothing when there are none.
 */
export function drawFocuses(
  layout: ReportLayout,
  input: { athletes: readonly ReportAthleteFocuses[]; t: Translate; language: Locale },
): void {
  const { t } = input
  const athletes = input.athletes.filter((a) => a.focuses.length > 0)
  if (athletes.length === 0) return
  layout.heading(t('focuses.title.section'))
  for (const athlete of athletes) {
    layout.paragraph(t('focuses.preMatch', { name: athlete.name }), { size: 9, bold: true })
    for (const focus of athlete.focuses) {
      const current = focus.progress.current
      const now =
        current === null
          ? t('focuses.noMatchesYet')
          : `${t('focuses.current')}: ${formatFocusValue(focus.metric, current, input.language)}`
      layout.paragraph(
        `${focusTitle(t, focus, input.language)} · ${t(`focuses.status.${focus.progress.status}`)} · ${now}`,
        { size: 9 },
      )
    }
  }
}
