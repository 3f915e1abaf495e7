import { defaultRules } from './default-rules.ts'
import type { Rules, Sport } from './rules.ts'

/**
 * The formats a coach picks in one tap, each filling every rule. Padel's four deuce rules, tennis' usual lengths,
 * and the short formats clubs play. The wizard shows them by id; the rules stay editable after a pick.
 */
export const RULE_PRESETS = {
  padel_golden_point: { sport: 'padel', rules: defaultRules('padel') },
  padel_star_point: { sport: 'padel', rules: { ...defaultRules('padel'), decidingPointAtDeuce: 3 } },
  padel_silver_point: { sport: 'padel', rules: { ...defaultRules('padel'), decidingPointAtDeuce: 2 } },
  padel_advantage: { sport: 'padel', rules: { ...defaultRules('padel'), decidingPointAtDeuce: null } },
  tennis_best_of_three: { sport: 'tennis', rules: defaultRules('tennis') },
  tennis_best_of_five: { sport: 'tennis', rules: { ...defaultRules('tennis'), setsToWin: 3 } },
  tennis_match_tie_break: { sport: 'tennis', rules: { ...defaultRules('tennis'), superTieBreak: true } },
  fast4: {
    sport: 'tennis',
    rules: {
      ...defaultRules('tennis'),
      gamesToWinSet: 4,
      setTieBreakAt: 3,
      tieBreakPointsToWin: 5,
      tieBreakSuddenDeath: true,
      finalSetTieBreakPointsToWin: 5,
      decidingPointAtDeuce: 1,
    },
  },
  timed_60: { sport: 'padel', rules: { ...defaultRules('padel'), timedMinutes: 60 } },
  timed_90: { sport: 'padel', rules: { ...defaultRules('padel'), timedMinutes: 90 } },
  pro_set_8: {
    sport: 'tennis',
    rules: { ...defaultRules('tennis'), setsToWin: 1, gamesToWinSet: 8, setTieBreakAt: 8 },
  },
} as const satisfies Record<string, { sport: Sport; rules: Rules }>

export type RulePresetId = keyof typeof RULE_PRESETS

/** The preset whose rules these are exactly, if any (the wizard marks it as picked). */
export function presetOf(sport: Sport, rules: Rules): RulePresetId | null {
  for (const [id, preset] of Object.entries(RULE_PRESETS) as [RulePresetId, (typeof RULE_PRESETS)[RulePresetId]][]) {
    if (preset.sport !== sport) continue
    const same = (Object.keys(preset.rules) as (keyof Rules)[]).every((key) => preset.rules[key] === rules[key])
    if (same) return id
  }
  return null
}
