import { dash, intlLocaleOf, type Locale, type MatchStatsBody, type Translate } from '@courtside/contracts'
import type { ReportLayout } from './report-layout.ts'

/** How many of the biggest swings the report names, as the statistics page does. */
const SWINGS = 5

/**
 * The report's chance-to-win section (docs/win-probability.md): the five biggest swings of pair A's chance in words
 * (largest first, ties in match order) and each player's clutch index with the points it rests on.
 */
export function drawPressure(
  layout: ReportLayout,
  input: { stats: MatchStatsBody; t: Translate; teamName: (team: 0 | 1) => string; language: Locale },
): void {
  const { stats, t } = input
  const pressure = stats.pressure
  if (!pressure || pressure.points.length === 0) return
  const percent = new Intl.NumberFormat(intlLocaleOf(input.language), { style: 'percent' })
  const pp = new Intl.NumberFormat(intlLocaleOf(input.language), {
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  })
  const contextOf = new Map(
    stats.story.map((e) => [
      e.seq,
      [e.score_before.sets, e.score_before.games, e.score_before.points].map(dash).join(' '),
    ]),
  )
  layout.heading(t('stats.pressure.title'))
  layout.paragraph(t('stats.pressure.swingsTitle'), { size: 9, bold: true })
  const swings = [...pressure.points]
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.seq - b.seq)
    .slice(0, SWINGS)
  for (const point of swings) {
    const values = {
      n: point.seq,
      team: input.teamName(0),
      from: percent.format(point.before),
      to: percent.format(point.after),
    }
    const context = contextOf.get(point.seq)
    layout.paragraph(
      context ? t('stats.pressure.swing', { ...values, context }) : t('stats.pressure.swingNoContext', values),
      { size: 9 },
    )
  }
  layout.paragraph(' ')
  layout.paragraph(t('stats.pressure.clutchTitle'), { size: 9, bold: true })
  for (const player of pressure.players) {
    const name = stats.players.find((p) => p.id === player.player_id)?.name ?? ''
    const value =
      player.clutch === null
        ? t('stats.pressure.notEnough', { count: player.high_leverage_points })
        : `${t('stats.pressure.clutchValue', { value: pp.format(player.clutch * 100) })} ${t(
            'stats.pressure.clutchBasis',
            {
              count: player.high_leverage_points,
              won: player.won,
              other: player.other_points,
              otherWon: player.other_won,
            },
          )}`
    layout.paragraph(`${name}: ${value}`, { size: 9 })
  }
}
