import { applyServerOrder, currentServer, type MatchState } from './match-state.ts'
import { sortServerChanges, type ServerChange } from './replay-match.ts'
import { NoActiveBallError, NoPointsToRemoveError } from './scoring-error.ts'
import { rotateOrderToServer, type ServingPlayer } from './server-order.ts'
import type { Team } from './team.ts'

/** What is stored for a match: the point winners in order, and the server changes in the order they were made. */
export interface MatchLog {
  winners: readonly Team[]
  serverChanges?: readonly ServerChange[]
}

/**
 * Undo = the same log minus its last point. A server change made for the removed point's successor (atPoint past
 * the new end) moves back with the active ball, so the player the coach picked still serves the ball now active
 * (ADR 0004). Earlier changes are untouched.
 */
export function undoLastPoint<L extends MatchLog>(log: L): L {
  if (log.winners.length === 0) throw new NoPointsToRemoveError()
  const end = log.winners.length - 1
  const result: L = { ...log, winners: log.winners.slice(0, end) }
  if (log.serverChanges) {
    // Sorted first, so changes that land on the same point keep the order they were made in (the last wins).
    result.serverChanges = sortServerChanges(log.serverChanges).map((c) =>
      c.atPoint > end ? { ...c, atPoint: end } : c,
    )
  }
  return result
}

/** Appends a point to a log (the pure counterpart of recording a ball). */
export function addPoint<L extends MatchLog>(log: L, winner: Team): L {
  return { ...log, winners: [...log.winners, winner] }
}

/**
 * The server change for "player P serves the active ball": the order in force, rotated to P.
 * Refused when the match is over ('No active ball to update server for') or P is not in the match.
 */
export function pickNextServer(state: MatchState, playerId: string): ServerChange {
  if (currentServer(state) === null) throw new NoActiveBallError()
  return { atPoint: state.pointCount, order: rotateOrderToServer(state.serverOrder, playerId) }
}

/** The server change for "this is the whole order from the active ball on". */
export function replaceServerOrder(state: MatchState, order: ServingPlayer[]): ServerChange {
  applyServerOrder(state, order) // throws the same refusals the replay would
  return { atPoint: state.pointCount, order }
}
