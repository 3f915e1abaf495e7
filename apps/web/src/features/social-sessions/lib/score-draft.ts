/** The two score inputs of one court while they are being typed. */
export interface ScoreDraft {
  a: string
  b: string
  /** Which sides the user typed; a side that was not typed (empty, saved or filled in) may be filled in. */
  typed: { a: boolean; b: boolean }
}

export type Side = 'a' | 'b'
const other = (side: Side): Side => (side === 'a' ? 'b' : 'a')

/** A court's draft from its saved result (or empty): both sides open to filling in. */
export function draftOf(scoreA: number | null, scoreB: number | null): ScoreDraft {
  return {
    a: scoreA === null ? '' : String(scoreA),
    b: scoreB === null ? '' : String(scoreB),
    typed: { a: false, b: false },
  }
}

/** A score as typed: a whole number from 0, else null. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim()
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null
}

/**
 * One side typed: the other becomes `pointsPerMatch − value` unless the user typed that side too, so the usual entry
 * is one number and an odd score can still be put in by hand (the API then says what is wrong with it).
 */
export function typeScore(draft: ScoreDraft, side: Side, text: string, pointsPerMatch: number): ScoreDraft {
  const next: ScoreDraft = { ...draft, [side]: text, typed: { ...draft.typed, [side]: true } }
  const value = parseScore(text)
  const rest = other(side)
  if (!draft.typed[rest] && value !== null && value <= pointsPerMatch) next[rest] = String(pointsPerMatch - value)
  return next
}
