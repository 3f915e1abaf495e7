import type { Match } from '@courtside/contracts'
import { intlLocaleOf } from '@courtside/contracts'

/** "Ana Ortiz & Lea Virta" for team 0 or 1. */
export { teamName } from '@/lib/match-teams'

/** Games per set, e.g. "6–4 3–6 (7–5)": tie-break points in brackets. */
export function setsText(match: Pick<Match, 'score'>): string {
  return match.score.sets
    .map((set) => {
      const games = `${set.games[0]}–${set.games[1]}`
      return set.tie_break ? `${games} (${set.tie_break[0]}–${set.tie_break[1]})` : games
    })
    .join('  ')
}

/** Full name → "Firstname Lastname" as typed, with the whitespace tidied. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

/** A date-time in the reader's language, e.g. "22 Nov 2026, 14:05". */
export function formatDateTime(value: string, language: string, withTime = true): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date)
}

/** ISO date-time → the value of an <input type="datetime-local"> in the device's time zone. */
export function toLocalInput(value: string | null): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** An <input type="datetime-local"> value → ISO date-time (UTC), or null when empty. */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
