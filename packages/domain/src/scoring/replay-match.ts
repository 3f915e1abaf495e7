import type { Rules } from '../rules/rules.ts'
import {
  isTieBreak,
  applyServerOrder,
  currentServer,
  initialMatchState,
  scorePoint,
  serversOf,
  type MatchState,
  type SetScore,
} from './match-state.ts'
import type { ServingPlayer } from './server-order.ts'
import type { Team } from './team.ts'

/**
 * A server change recorded in the log: before point `atPoint` (0-based, = the number of points already played)
 * is played, `order` becomes the order in force and `order[0]` serves that ball. A change whose `atPoint` is at or
 * past the end of the log belongs to the active ball.
 */
export interface ServerChange {
  atPoint: number
  order: ServingPlayer[]
}

export interface ReplayInput {
  rules: Rules
  serverOrder: ServingPlayer[]
  winners: readonly Team[]
  /** Each point's tap time (ms since the epoch), where known: a timed match's clock runs on them. */
  times?: readonly (number | null | undefined)[]
  serverChanges?: readonly ServerChange[]
}

export interface MatchReplay {
  /** Every set played, including the set in play. */
  sets: SetScore[]
  /** "0" "15" "30" "40" "AD", or tie-break counts; null once the match is over. */
  currentGame: { points: [string, string]; tieBreak: boolean } | null
  winner: Team | null
  /** The server's id for every point of `winners`. */
  servers: string[]
  /** Who serves the active ball; null once the match is over. */
  nextServer: string | null
}

/** Server changes sorted by the point they precede; equal positions keep their recorded order (the last wins). */
export function sortServerChanges(changes: readonly ServerChange[] | undefined): ServerChange[] {
  if (!changes || changes.length === 0) return []
  for (const change of changes) {
    if (!Number.isInteger(change.atPoint) || change.atPoint < 0) {
      throw new RangeError(`A server change needs a whole, non-negative atPoint, got ${String(change.atPoint)}`)
    }
  }
  return changes
    .map((change, i) => ({ change, i }))
    .sort((a, b) => a.change.atPoint - b.change.atPoint || a.i - b.i)
    .map(({ change }) => change)
}

/**
 * Folds the log into a state with `scorePoint`, the same step the incremental form uses, so both always agree.
 * `onPoint` sees the state before each point (used by the statistics for their per-point context).
 */
export function replayState(
  input: ReplayInput,
  onPoint?: (before: MatchState, winner: Team, after: MatchState) => void,
): MatchState {
  const changes = sortServerChanges(input.serverChanges)
  let state = initialMatchState(input.rules, input.serverOrder)
  let c = 0
  for (let i = 0; i < input.winners.length; i++) {
    while (c < changes.length && (changes[c] as ServerChange).atPoint <= i) {
      state = applyServerOrder(state, (changes[c] as ServerChange).order)
      c++
    }
    const winner = input.winners[i] as Team
    const after = scorePoint(state, winner, input.times?.[i] ?? undefined)
    onPoint?.(state, winner, after)
    state = after
  }
  for (; c < changes.length; c++) state = applyServerOrder(state, (changes[c] as ServerChange).order)
  return state
}

const GAME_CALLS = ['0', '15', '30', '40'] as const

function call(points: number): string {
  return GAME_CALLS[points] ?? '40'
}

/** Display strings of a game in play: at deuce "40"–"40", then "AD" to the side ahead. */
export function displayGamePoints(state: MatchState): [string, string] {
  const [a, b] = state.points
  if (state.gameKind !== 'regular') return [String(a), String(b)]
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40']
    return a > b ? ['AD', '40'] : ['40', 'AD']
  }
  return [call(a), call(b)]
}

export function toMatchReplay(state: MatchState): MatchReplay {
  const sets = state.completedSets.map(copySet)
  const over = state.winner !== null
  if (!over) {
    sets.push({
      games: [state.games[0], state.games[1]],
      tieBreak: null,
      superTieBreak: state.gameKind === 'superTieBreak',
    })
  }
  return {
    sets,
    currentGame: over ? null : { points: displayGamePoints(state), tieBreak: isTieBreak(state.gameKind) },
    winner: state.winner,
    servers: serversOf(state),
    nextServer: currentServer(state)?.id ?? null,
  }
}

function copySet(set: SetScore): SetScore {
  return {
    games: [set.games[0], set.games[1]],
    tieBreak: set.tieBreak ? [set.tieBreak[0], set.tieBreak[1]] : null,
    superTieBreak: set.superTieBreak,
  }
}

/** The authoritative score of a log of point winners (and server changes). */
export function replayMatch(input: ReplayInput): MatchReplay {
  return toMatchReplay(replayState(input))
}
