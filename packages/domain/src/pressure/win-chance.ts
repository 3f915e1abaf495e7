import type { Rules } from '../rules/rules.ts'
import { tieBreakTarget, tieBreakWinBy } from '../scoring/match-state.ts'
import type { Team } from '../scoring/team.ts'
import { gameChance } from './game-chance.ts'
import { afterGame, type PressureState } from './pressure-state.ts'
import { setWalk } from './set-chance.ts'
import { unitsLeft } from './units-left.ts'
import { tieBreakChance } from './tie-break-chance.ts'

/** `pA`: team 0 wins a point it serves; `pB`: team 1 wins a point it serves. */
export interface ServeStrengths {
  pA: number
  pB: number
}

/**
 * One model per rules and serve strengths: team 0's chance of winning the match from any score, by exact recursion
 * over the games to come, each state's value kept once worked out (docs/win-probability.md). Game and tie-break
 * chances have their own small recursions (game-chance.ts, tie-break-chance.ts), untimed matches a walk over sets
 * (set-chance.ts).
 */
export interface WinModel {
  readonly rules: Rules
  readonly serve: ServeStrengths
  /** Team 0's chance of winning the match from `state`: 1 or 0 once it has a winner. */
  chance(state: PressureState): number
}

const KINDS = { regular: 0, tieBreak: 1, superTieBreak: 2, decidingPoint: 3 } as const

/**
 * A number for a timed game-start state when every part fits its field, else a string (never met in real play).
 * Untimed states never reach the memo: the walk over sets has its own.
 */
function keyOf(s: PressureState): number | string {
  const left = (s.gamesLeft ?? -1) + 1
  const earlier = s.earlierGames + 128
  const [g0, g1] = s.games
  if (g0 > 255 || g1 > 255 || earlier < 0 || earlier > 255 || left > 511) {
    return `${s.setsWon.join()}|${s.games.join()}|${s.gameKind}|${s.opener}|${earlier}|${left}`
  }
  let k = s.setsWon[0] * 4 + s.setsWon[1]
  k = (k * 256 + g0) * 256 + g1
  k = (k * 4 + KINDS[s.gameKind]) * 2 + s.opener
  return (k * 256 + earlier) * 512 + left
}

export function winModel(rules: Rules, serve: ServeStrengths): WinModel {
  // x[t]: team 0's chance of a point served by team t.
  const x: [number, number] = [serve.pA, 1 - serve.pB]
  const deuce = rules.decidingPointAtDeuce
  // Team 0's chance of a regular game served by team t, from 0–0.
  const hold: [number, number] = [gameChance(serve.pA, 0, 0, deuce), 1 - gameChance(serve.pB, 0, 0, deuce)]
  const starts = new Map<number | string, number>()
  const tieBreaks = new Map<string, Map<number, number>>()

  /** Team 0's chance of the game (tie-break, deciding point) in play, from its current points. */
  function unitChance(s: PressureState): number {
    const [a, b] = s.points
    switch (s.gameKind) {
      case 'decidingPoint':
        return x[s.opener]
      case 'regular':
        if (a === 0 && b === 0) return hold[s.opener]
        return s.opener === 0 ? gameChance(serve.pA, a, b, deuce) : 1 - gameChance(serve.pB, b, a, deuce)
      default:
        return tieBreakFrom(s.opener, s.gameKind, s.setsWon, a, b)
    }
  }

  function tieBreakFrom(
    opener: Team,
    kind: 'tieBreak' | 'superTieBreak',
    setsWon: readonly [number, number],
    a: number,
    b: number,
  ): number {
    const target = tieBreakTarget(rules, kind, setsWon)
    const winBy = tieBreakWinBy(rules, kind)
    const id = `${opener}|${target}|${winBy}`
    let memo = tieBreaks.get(id)
    if (!memo) tieBreaks.set(id, (memo = new Map()))
    return tieBreakChance(x, opener, target, a, b, winBy, memo)
  }

  const walk = setWalk(rules, {
    hold,
    tieBreak: (opener, kind, setsWon) => tieBreakFrom(opener, kind, setsWon, 0, 0),
  })

  /** Value at a game's first point (points 0–0), memoised: most of the tree is shared between scores. */
  function atStart(s: PressureState): number {
    if (s.winner !== null) return s.winner === 0 ? 1 : 0
    // Untimed, or timed with more games left than the match can last, the walk over sets is exact and far cheaper;
    // otherwise the clock's end needs the games themselves.
    if (s.gamesLeft === null) return walk.atStart(s)
    if (s.gameKind !== 'decidingPoint' && s.gamesLeft + 1 >= unitsLeft(rules, s)) return walk.atStart(s)
    const key = keyOf(s)
    const known = starts.get(key)
    if (known !== undefined) return known
    const value = mix(unitChance(s), s)
    starts.set(key, value)
    return value
  }

  function mix(h: number, s: PressureState): number {
    const won = h === 0 ? 0 : h * atStart(afterGame(rules, s, 0))
    const lost = h === 1 ? 0 : (1 - h) * atStart(afterGame(rules, s, 1))
    return won + lost
  }

  return {
    rules,
    serve,
    chance(s) {
      if (s.winner !== null) return s.winner === 0 ? 1 : 0
      const value = s.points[0] === 0 && s.points[1] === 0 ? atStart(s) : mix(unitChance(s), s)
      // Sums of products may stray past 1 by a rounding error.
      return Math.min(1, Math.max(0, value))
    },
  }
}
