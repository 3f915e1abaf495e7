import { z } from 'zod'
import type { Rules } from '@courtside/domain'

/** Rules as the API speaks them (snake_case of the domain's Rules). */
/** The numeric rules' least and greatest values: the schema's bounds and the form's input limits. */
export const RULE_BOUNDS = {
  sets_to_win: { min: 1, max: 3 },
  games_to_win_set: { min: 1, max: 9 },
  tie_break_points_to_win: { min: 3, max: 15 },
  super_tie_break_points_to_win: { min: 5, max: 21 },
  final_set_tie_break_points_to_win: { min: 3, max: 21 },
} as const
export type NumericRule = keyof typeof RULE_BOUNDS

const bounded = (rule: NumericRule) => z.number().int().min(RULE_BOUNDS[rule].min).max(RULE_BOUNDS[rule].max)

export const matchRulesSchema = z.object({
  sets_to_win: bounded('sets_to_win'),
  games_to_win_set: bounded('games_to_win_set'),
  tie_break_points_to_win: bounded('tie_break_points_to_win'),
  golden_point: z.boolean(),
  star_point: z.boolean(),
  super_tie_break: z.boolean(),
  super_tie_break_points_to_win: bounded('super_tie_break_points_to_win'),
  final_set_tie_break: z.boolean(),
  final_set_tie_break_points_to_win: bounded('final_set_tie_break_points_to_win'),
})
export type MatchRules = z.infer<typeof matchRulesSchema>

export function toDomainRules(r: MatchRules): Rules {
  return {
    setsToWin: r.sets_to_win,
    gamesToWinSet: r.games_to_win_set,
    tieBreakPointsToWin: r.tie_break_points_to_win,
    goldenPoint: r.golden_point,
    starPoint: r.star_point,
    superTieBreak: r.super_tie_break,
    superTieBreakPointsToWin: r.super_tie_break_points_to_win,
    finalSetTieBreak: r.final_set_tie_break,
    finalSetTieBreakPointsToWin: r.final_set_tie_break_points_to_win,
  }
}

export function fromDomainRules(r: Rules): MatchRules {
  return {
    sets_to_win: r.setsToWin,
    games_to_win_set: r.gamesToWinSet,
    tie_break_points_to_win: r.tieBreakPointsToWin,
    golden_point: r.goldenPoint,
    star_point: r.starPoint,
    super_tie_break: r.superTieBreak,
    super_tie_break_points_to_win: r.superTieBreakPointsToWin,
    final_set_tie_break: r.finalSetTieBreak,
    final_set_tie_break_points_to_win: r.finalSetTieBreakPointsToWin,
  }
}
