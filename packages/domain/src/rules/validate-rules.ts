import { TIMED_MINUTES_RANGE, type Rules } from './rules.ts'

export interface RuleProblem {
  field: keyof Rules
  message: string
}

/** Ranges a real club or tour format can use; anything outside is a typo, not a format. */
export const RULE_RANGES = {
  setsToWin: [1, 3],
  gamesToWinSet: [1, 9],
  tieBreakPointsToWin: [3, 15],
  superTieBreakPointsToWin: [5, 21],
  finalSetTieBreakPointsToWin: [3, 21],
} as const satisfies Partial<Record<keyof Rules, readonly [number, number]>>

const BOOLEAN_FIELDS = ['superTieBreak', 'finalSetTieBreak'] as const

/**
 * The games-all scores a set's tie-break may be played at: the set's target, or one less (Fast4's 3–3 in a set to
 * 4). Lower would let a set be won at target by one game, past the tie-break's score; a set to one game has its
 * tie-break at 1–1.
 */
export function setTieBreakRange(gamesToWinSet: number): readonly [number, number] {
  return [Math.max(1, gamesToWinSet - 1), gamesToWinSet]
}

/** Every problem of a rules object, empty when it is playable. */
export function validateRules(rules: Rules): RuleProblem[] {
  const problems: RuleProblem[] = []
  for (const [field, [min, max]] of Object.entries(RULE_RANGES) as [
    keyof typeof RULE_RANGES,
    readonly [number, number],
  ][]) {
    const value = rules[field]
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push({ field, message: `${field} must be a whole number from ${min} to ${max}` })
    }
  }
  for (const field of BOOLEAN_FIELDS) {
    if (typeof rules[field] !== 'boolean') problems.push({ field, message: `${field} must be true or false` })
  }
  if (![null, 1, 2, 3].includes(rules.decidingPointAtDeuce)) {
    problems.push({ field: 'decidingPointAtDeuce', message: 'decidingPointAtDeuce must be null, 1, 2 or 3' })
  }
  const [min, max] = setTieBreakRange(rules.gamesToWinSet)
  if (!Number.isInteger(rules.setTieBreakAt) || rules.setTieBreakAt < min || rules.setTieBreakAt > max) {
    problems.push({
      field: 'setTieBreakAt',
      message: `setTieBreakAt must be ${min === max ? min : `${min} or ${max}`}`,
    })
  }
  const minutes = rules.timedMinutes
  const [shortest, longest] = TIMED_MINUTES_RANGE
  if (minutes !== null && (!Number.isInteger(minutes) || minutes < shortest || minutes > longest)) {
    problems.push({
      field: 'timedMinutes',
      message: `timedMinutes must be null or a whole number from ${shortest} to ${longest}`,
    })
  }
  return problems
}
