import type { Rules } from '../rules/rules.ts'
import { isAdvantageSet, isDecidingSet, type PressureState } from './pressure-state.ts'

/** The most game units (a tie-break is one) a set can still take from `g0`–`g1`; Infinity for an advantage set. */
function setUnitsLeft(rules: Rules, setsWon: readonly [number, number], g0: number, g1: number): number {
  if (rules.superTieBreak && rules.setsToWin >= 2 && isDecidingSet(rules, setsWon)) return 1
  if (isAdvantageSet(rules, setsWon)) return Infinity
  // The longest way runs level to the tie-break's score, then the tie-break.
  const at = rules.setTieBreakAt
  return Math.max(1, 2 * at - g0 - g1 + 1)
}

/**
 * The most game units the match can still take from a game's first point, the one in play included, before one
 * side has the sets to win (Infinity when an advantage set may still be played). A timed match whose clock leaves at
 * least this many is decided by sets alone.
 */
export function unitsLeft(rules: Rules, s: PressureState): number {
  let total = setUnitsLeft(rules, s.setsWon, s.games[0], s.games[1])
  const sets: [number, number] = [s.setsWon[0], s.setsWon[1]]
  // The longest match alternates the sets: each later set is played from 0–0 until both are one set short.
  while (sets[0] + sets[1] < 2 * rules.setsToWin - 2) {
    if (sets[0] <= sets[1]) sets[0]++
    else sets[1]++
    total += setUnitsLeft(rules, sets, 0, 0)
  }
  return total
}
