import type { MatchState } from '../scoring/match-state-shape.ts'
import { currentServer, isTieBreak } from '../scoring/match-state.ts'
import { gamesWon } from '../scoring/timed-match.ts'
import type { Team } from '../scoring/team.ts'
import type { PressureState } from './pressure-state.ts'
import { tieBreakOpener } from './tie-break-chance.ts'
import { expectedGamesLeft, timedBlend } from './timed-games-left.ts'
import { winModel, type ServeStrengths, type WinModel } from './win-chance.ts'

/**
 * The model's view of an engine state (games left: null; timedBlend sets it). A finished match keeps its winner;
 * its serving side is then immaterial.
 */
export function pressureStateOf(state: MatchState): PressureState {
  const server: Team = currentServer(state)?.team ?? 0
  const k = state.points[0] + state.points[1]
  const total = gamesWon(state)
  return {
    setsWon: [state.setsWon[0], state.setsWon[1]],
    games: [state.games[0], state.games[1]],
    points: [state.points[0], state.points[1]],
    gameKind: state.gameKind,
    opener: isTieBreak(state.gameKind) ? tieBreakOpener(server, k) : server,
    earlierGames: total[0] - total[1] - (state.games[0] - state.games[1]),
    gamesLeft: null,
    winner: state.winner,
  }
}

/** Team 0's chance over the whole-count states of a timed match's expected games left (or the one state). */
export function blendedChance(model: WinModel, blend: readonly [number, PressureState][]): number {
  let sum = 0
  for (const [weight, s] of blend) sum += weight * model.chance(s)
  return sum
}

export interface WinProbabilityOptions {
  /** A timed match's time now (ms since the epoch); without it the games played at the prior pace stand in. */
  now?: number | null
  /** A model already made for these rules and strengths (its memo is reused). */
  model?: WinModel
}

/**
 * Team 0's chance of winning the match from `state` when team 0 wins a point it serves with chance `serve.pA` and
 * team 1 one it serves with `serve.pB` (docs/win-probability.md). 1 or 0 once the match is won.
 */
export function winProbability(state: MatchState, serve: ServeStrengths, options: WinProbabilityOptions = {}): number {
  if (state.winner !== null) return state.winner === 0 ? 1 : 0
  const model = options.model ?? winModel(state.rules, serve)
  const expected = expectedGamesLeft(state.rules, {
    startedAt: state.startedAt,
    now: options.now ?? null,
    gamesCompleted: state.gamesCompleted,
    lastGame: state.lastGame,
  })
  return blendedChance(model, timedBlend(pressureStateOf(state), expected))
}
