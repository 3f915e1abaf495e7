import type { Rules } from './rules.ts'

export interface RuleProblem {
  field: keyof Rules
  message: string
}

export const GOLDEN_AND_STAR_POINT = 'Golden point and star point cannot both be on'

/** Ranges a real club or tour format can use; anything outside is a typo, not a format. */
export const RULE_RANGES = {
  setsToWin: [1, 3],
  gamesToWinSet: [1, 9],
  tieBreakPointsToWin: [3, 15],
  superTieBreakPointsToWin: [5, 21],
  finalSetTieBreakPointsToWin: [3, 21],
} as const satisfies Partial<Record<keyof Rules, readonly [number, number]>>

const BOOLEAN_FIELDS = ['goldenPoint', 'starPoint', 'superTieBreak', 'finalSetTieBreak'] as const

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
  if (rules.goldenPoint === true && rules.starPoint === true) {
    problems.push({ field: 'starPoint', message: GOLDEN_AND_STAR_POINT })
  }
  return problems
}
