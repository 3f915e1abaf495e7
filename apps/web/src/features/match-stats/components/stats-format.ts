import { intlLocaleOf } from '@courtside/contracts'
import type { Match } from '@courtside/contracts'

/** Names of the match's players by id. */
export function playerNames(match: Pick<Match, 'pairs'>): Map<number, string> {
  return new Map(match.pairs.flatMap((pair) => pair.players.map((p) => [p.id, p.name] as const)))
}

/** "Iida Koski & Ana Ortiz" for team 0 or 1: the one team name of lib/match-teams. */
export { teamName as teamLabel } from '@/lib/match-teams'

export { dash } from '@courtside/contracts'

const numberFormats = new Map<string, Intl.NumberFormat>()
function format(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let f = numberFormats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(intlLocaleOf(language), options)
    numberFormats.set(key, f)
  }
  return f
}

/** Impact per game with its sign and one decimal ("+1.3", "−0.4", Finnish "+1,3"); "–" before any game. */
export function formatImpact(value: number | null, language: string): string {
  if (value === null) return '–'
  // A true minus sign in every language (en-GB formats a hyphen), so + and − line up in the table.
  return format(language, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })
    .format(value)
    .replace('-', '−')
}

/** A game's impact is a whole count (W + FTE − UE − SRE of one game): "+2", "−1", "0", no decimals. */
export function formatGameImpact(value: number, language: string): string {
  return format(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(value).replace('-', '−')
}

/** A whole-number percentage, or null when nothing was played. */
export function percent(won: number, played: number, language: string): string | null {
  if (played === 0) return null
  return format(language, { style: 'percent', maximumFractionDigits: 0 }).format(won / played)
}
