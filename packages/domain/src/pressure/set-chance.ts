import type { Rules } from '../rules/rules.ts'
import { otherTeam, type Team } from '../scoring/team.ts'
import { isAdvantageSet, isDecidingSet, type PressureState } from './pressure-state.ts'
import { levelChance } from './tie-break-chance.ts'

/**
 * An untimed match by sets (docs/win-probability.md): each kind of set's outcome, with the side that will open the
 * next set, is worked out once per model from the game chances; the match is then a walk over sets won.
 */
export interface GameChances {
  /** Team 0's chance of a regular game opened by team t, from 0–0. */
  hold: readonly [number, number]
  /** Team 0's chance of a tie-break of this kind (its target, won by two or not) opened by `opener`, from 0–0. */
  tieBreak(opener: Team, kind: 'tieBreak' | 'superTieBreak', setsWon: readonly [number, number]): number
}

/** [team 0 wins, next set opened by 0 / by 1, team 1 wins, opened by 0 / by 1]. */
type Outcome = [number, number, number, number]

const SUPER = 2
const DECIDING = 1
const REGULAR = 0

export interface SetWalk {
  /** Team 0's chance of the match from a game's first point (untimed, no winner yet). */
  atStart(state: PressureState): number
}

export function setWalk(rules: Rules, chances: GameChances): SetWalk {
  const outcomes = new Map<number, Outcome>()
  const matchValues = new Map<number, number>()

  const setTypeOf = (setsWon: readonly [number, number]): number => {
    if (!isDecidingSet(rules, setsWon)) return REGULAR
    return rules.superTieBreak && rules.setsToWin >= 2 ? SUPER : DECIDING
  }

  function add(into: Outcome, from: Outcome, weight: number): void {
    into[0] += weight * from[0]
    into[1] += weight * from[1]
    into[2] += weight * from[2]
    into[3] += weight * from[3]
  }

  /** The set's outcome from `g0`–`g1` with the next game opened by `opener`. */
  function outcome(type: number, setsWon: readonly [number, number], g0: number, g1: number, opener: Team): Outcome {
    const key = ((type * 1024 + g0) * 1024 + g1) * 2 + opener
    const known = outcomes.get(key)
    if (known) return known
    const out: Outcome = [0, 0, 0, 0]
    const next = otherTeam(opener)
    const at = rules.setTieBreakAt
    if (type === SUPER) {
      const h = chances.tieBreak(opener, 'superTieBreak', setsWon)
      out[next] = h
      out[2 + next] = 1 - h
    } else if (g0 === at && g1 === at && !isAdvantageSet(rules, setsWon)) {
      const h = chances.tieBreak(opener, 'tieBreak', setsWon)
      out[next] = h
      out[2 + next] = 1 - h
    } else if (g0 === g1 && g0 >= rules.gamesToWinSet - 1 && isAdvantageSet(rules, setsWon)) {
      // Two games, one opened by each side, decide or level again. It is the last set: who opens next is moot.
      const d = levelChance(chances.hold[0], chances.hold[1])
      out[0] = d
      out[2] = 1 - d
    } else {
      const h = chances.hold[opener]
      const target = rules.gamesToWinSet
      if (g0 + 1 >= target && g0 + 1 - g1 >= 2) out[next] += h
      else add(out, outcome(type, setsWon, g0 + 1, g1, next), h)
      if (g1 + 1 >= target && g1 + 1 - g0 >= 2) out[2 + next] = (out[2 + next] as number) + 1 - h
      else add(out, outcome(type, setsWon, g0, g1 + 1, next), 1 - h)
    }
    outcomes.set(key, out)
    return out
  }

  function match(s0: number, s1: number, opener: Team): number {
    if (s0 >= rules.setsToWin) return 1
    if (s1 >= rules.setsToWin) return 0
    const key = (s0 * 8 + s1) * 2 + opener
    const known = matchValues.get(key)
    if (known !== undefined) return known
    const value = fromSet([s0, s1], 0, 0, opener)
    matchValues.set(key, value)
    return value
  }

  function fromSet(setsWon: readonly [number, number], g0: number, g1: number, opener: Team): number {
    const [s0, s1] = setsWon
    const o = outcome(setTypeOf(setsWon), setsWon, g0, g1, opener)
    return (
      o[0] * match(s0 + 1, s1, 0) +
      o[1] * match(s0 + 1, s1, 1) +
      o[2] * match(s0, s1 + 1, 0) +
      o[3] * match(s0, s1 + 1, 1)
    )
  }

  return {
    atStart: (s) => fromSet(s.setsWon, s.games[0], s.games[1], s.opener),
  }
}
