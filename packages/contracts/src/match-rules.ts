import { z } from './zod.ts'
import { TIMED_MINUTES_RANGE, setTieBreakRange, type DecidingPointAtDeuce, type Rules } from '@courtside/domain'

/** Rules as the API speaks them (snake_case of the domain's Rules). */
/** The numeric rules' least and greatest values: the schema's bounds and the form's input limits. */
export const RULE_BOUNDS = {
  sets_to_win: { min: 1, max: 3 },
  games_to_win_set: { min: 1, max: 9 },
  set_tie_break_at: { min: 1, max: 9 },
  tie_break_points_to_win: { min: 3, max: 15 },
  super_tie_break_points_to_win: { min: 5, max: 21 },
  final_set_tie_break_points_to_win: { min: 3, max: 21 },
} as const
export type NumericRule = keyof typeof RULE_BOUNDS

const bounded = (rule: NumericRule) => z.number().int().min(RULE_BOUNDS[rule].min).max(RULE_BOUNDS[rule].max)

export const DECIDING_POINTS_AT_DEUCE = [1, 2, 3] as const satisfies readonly DecidingPointAtDeuce[]
/** The deuce rules in the order a coach reads them: advantage, then the deciding point at the 1st, 2nd, 3rd deuce. */
export const DEUCE_RULES: readonly (DecidingPointAtDeuce | null)[] = [null, ...DECIDING_POINTS_AT_DEUCE]
/** The deuce rule: the deuce whose point decides the game (1 golden, 2 silver, 3 star), or null for advantage. */
export const decidingPointAtDeuceSchema = z.union(DECIDING_POINTS_AT_DEUCE.map((n) => z.literal(n))).nullable()

/**
 * A match's rules as answered and stored: every field. `golden_point` and `star_point` are the older way of saying
 * `deciding_point_at_deuce` (1 and 3) and always agree with it.
 */
export const matchRulesSchema = z.object({
  sets_to_win: bounded('sets_to_win'),
  games_to_win_set: bounded('games_to_win_set'),
  set_tie_break_at: bounded('set_tie_break_at'),
  tie_break_points_to_win: bounded('tie_break_points_to_win'),
  /** A games-all tie-break goes to the first side to its points (Fast4: at 4–4 the next point wins). */
  tie_break_sudden_death: z.boolean(),
  deciding_point_at_deuce: decidingPointAtDeuceSchema,
  golden_point: z.boolean(),
  star_point: z.boolean(),
  super_tie_break: z.boolean(),
  super_tie_break_points_to_win: bounded('super_tie_break_points_to_win'),
  final_set_tie_break: z.boolean(),
  final_set_tie_break_points_to_win: bounded('final_set_tie_break_points_to_win'),
  /** Minutes from the first point after which the game in play is the last (a booked court), or null. */
  timed_minutes: z.number().int().min(TIMED_MINUTES_RANGE[0]).max(TIMED_MINUTES_RANGE[1]).nullable(),
})
export type MatchRules = z.infer<typeof matchRulesSchema>

/**
 * Rules as a client may send them, and as matches stored before the deciding point, the set tie-break's score and
 * sudden death existed read: `deciding_point_at_deuce` or the two booleans (or both, agreeing), `set_tie_break_at`
 * defaulting to the set's length, `tie_break_sudden_death` to false (won by two). `checkRulesInput` says what does not agree.
 */
export const matchRulesInputSchema = matchRulesSchema.extend({
  set_tie_break_at: matchRulesSchema.shape.set_tie_break_at.optional(),
  tie_break_sudden_death: matchRulesSchema.shape.tie_break_sudden_death.optional(),
  deciding_point_at_deuce: decidingPointAtDeuceSchema.optional(),
  golden_point: z.boolean().optional(),
  star_point: z.boolean().optional(),
  timed_minutes: matchRulesSchema.shape.timed_minutes.optional(),
})
export type MatchRulesInput = z.infer<typeof matchRulesInputSchema>

/** The deuce rule said by number, by the older two booleans, or both (match rules, a coach's match defaults). */
export interface DeuceFields {
  deciding_point_at_deuce?: DecidingPointAtDeuce | null | undefined
  golden_point?: boolean | undefined
  star_point?: boolean | undefined
}

/** The deuce fields of a rule, written all three: the number and the two older booleans agreeing with it. */
export const deuceFields = (deuce: DecidingPointAtDeuce | null) => ({
  deciding_point_at_deuce: deuce,
  golden_point: deuce === 1,
  star_point: deuce === 3,
})

/** The deciding point the fields mean: the number itself, else the older booleans. */
export function decidingPointOf(r: DeuceFields): DecidingPointAtDeuce | null {
  if (r.deciding_point_at_deuce !== undefined) return r.deciding_point_at_deuce
  return r.golden_point ? 1 : r.star_point ? 3 : null
}

/** Where the deuce fields contradict each other, as a field name and a message key; null when they agree. */
export function deuceProblem(
  r: DeuceFields,
): { path: 'star_point' | 'deciding_point_at_deuce'; message: 'goldenAndStarPoint' | 'decidingPointDisagrees' } | null {
  if (r.golden_point === true && r.star_point === true) return { path: 'star_point', message: 'goldenAndStarPoint' }
  const d = r.deciding_point_at_deuce
  if (d === undefined) return null
  if (
    (r.golden_point !== undefined && r.golden_point !== (d === 1)) ||
    (r.star_point !== undefined && r.star_point !== (d === 3))
  )
    return { path: 'deciding_point_at_deuce', message: 'decidingPointDisagrees' }
  return null
}

/** What in a rules input does not agree with itself, as field paths under `rules` and message keys. */
export function rulesInputProblems(r: MatchRulesInput): {
  path: keyof MatchRulesInput
  message: 'goldenAndStarPoint' | 'decidingPointDisagrees' | 'setTieBreakAtInvalid'
}[] {
  const problems: ReturnType<typeof rulesInputProblems> = []
  const deuce = deuceProblem(r)
  if (deuce) problems.push(deuce)
  if (r.set_tie_break_at !== undefined) {
    const [min, max] = setTieBreakRange(r.games_to_win_set)
    if (r.set_tie_break_at < min || r.set_tie_break_at > max)
      problems.push({ path: 'set_tie_break_at', message: 'setTieBreakAtInvalid' })
  }
  return problems
}

export function toDomainRules(r: MatchRulesInput): Rules {
  return {
    setsToWin: r.sets_to_win,
    gamesToWinSet: r.games_to_win_set,
    setTieBreakAt: r.set_tie_break_at ?? r.games_to_win_set,
    tieBreakPointsToWin: r.tie_break_points_to_win,
    tieBreakSuddenDeath: r.tie_break_sudden_death ?? false,
    decidingPointAtDeuce: decidingPointOf(r),
    superTieBreak: r.super_tie_break,
    superTieBreakPointsToWin: r.super_tie_break_points_to_win,
    finalSetTieBreak: r.final_set_tie_break,
    finalSetTieBreakPointsToWin: r.final_set_tie_break_points_to_win,
    timedMinutes: r.timed_minutes ?? null,
  }
}

export function fromDomainRules(r: Rules): MatchRules {
  return {
    sets_to_win: r.setsToWin,
    games_to_win_set: r.gamesToWinSet,
    set_tie_break_at: r.setTieBreakAt,
    tie_break_points_to_win: r.tieBreakPointsToWin,
    tie_break_sudden_death: r.tieBreakSuddenDeath,
    ...deuceFields(r.decidingPointAtDeuce),
    super_tie_break: r.superTieBreak,
    super_tie_break_points_to_win: r.superTieBreakPointsToWin,
    final_set_tie_break: r.finalSetTieBreak,
    final_set_tie_break_points_to_win: r.finalSetTieBreakPointsToWin,
    timed_minutes: r.timedMinutes,
  }
}

/** Rules in the full answered form, from any input or stored form. */
export const completeRules = (r: MatchRulesInput): MatchRules => fromDomainRules(toDomainRules(r))
