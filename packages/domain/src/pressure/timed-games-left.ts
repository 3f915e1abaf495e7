import type { Rules } from '../rules/rules.ts'
import type { PressureState } from './pressure-state.ts'

const MINUTE_MS = 60_000
/** A game's length before the match shows its own pace (changeovers included): a club game takes about four minutes. */
export const PRIOR_GAME_MINUTES = 4
/** How many games the prior pace weighs against the games played so far. */
export const PRIOR_GAME_WEIGHT = 4
/** Taps a few seconds apart must not promise dozens of games: no game is taken as shorter than this. */
export const MIN_GAME_MINUTES = 2
/** The recursion's bound on games still to come (a 180-minute booking at the shortest pace is 90). */
export const MAX_GAMES_LEFT = 60

export interface TimedClock {
  /** First point's tap (ms since the epoch), null before it. */
  startedAt: number | null
  /** The time now (ms); unknown: the games played at the prior pace stand in for the time gone. */
  now?: number | null
  gamesCompleted: number
  /** The engine's flag: the game in play is the last. */
  lastGame: boolean
}

/**
 * The expected number of games still to start after the one in play (docs/win-probability.md): the time left over
 * the match's pace so far, blended with a prior pace. Null for untimed rules; 0 once the game in play is the last.
 */
export function expectedGamesLeft(rules: Rules, clock: TimedClock): number | null {
  const minutes = rules.timedMinutes
  if (minutes === null) return null
  if (clock.lastGame) return 0
  const known = clock.startedAt !== null && clock.now !== undefined && clock.now !== null
  const elapsed = known
    ? Math.max(0, (clock.now as number) - (clock.startedAt as number)) / MINUTE_MS
    : clock.gamesCompleted * PRIOR_GAME_MINUTES
  const pace = Math.max(
    MIN_GAME_MINUTES,
    (elapsed + PRIOR_GAME_MINUTES * PRIOR_GAME_WEIGHT) / (clock.gamesCompleted + PRIOR_GAME_WEIGHT),
  )
  return Math.min(MAX_GAMES_LEFT, Math.max(0, minutes - elapsed) / pace)
}

/**
 * The whole-count states to weigh for an expected count of games left: the two counts around it, weighted so their
 * mean is the expectation (one state, weight 1, when untimed or whole).
 */
export function timedBlend(state: PressureState, expected: number | null): [number, PressureState][] {
  if (expected === null) return [[1, { ...state, gamesLeft: null }]]
  const low = Math.floor(expected)
  const frac = expected - low
  if (frac === 0) return [[1, { ...state, gamesLeft: low }]]
  return [
    [1 - frac, { ...state, gamesLeft: low }],
    [frac, { ...state, gamesLeft: low + 1 }],
  ]
}
