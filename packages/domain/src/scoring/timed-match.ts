import type { MatchState, SetScore } from './match-state-shape.ts'
import type { Team } from './team.ts'

const MINUTE_MS = 60_000

/**
 * The clock of a timed match after a point tapped at `at` (ms since the epoch): the first point starts it, and the
 * first point tapped once the time is up makes the game it belongs to the last one. Untimed rules, or a point
 * without a tap time, leave the state's clock as it is.
 */
export function clockAt(state: MatchState, at: number | undefined): Pick<MatchState, 'startedAt' | 'lastGame'> {
  const minutes = state.rules.timedMinutes
  if (minutes === null || at === undefined || !Number.isFinite(at)) {
    return { startedAt: state.startedAt, lastGame: state.lastGame }
  }
  const startedAt = state.startedAt ?? at
  return { startedAt, lastGame: state.lastGame || at - startedAt >= minutes * MINUTE_MS }
}

/** When a timed match ends at the latest (ms), null before its first point or when untimed. */
export function timedMatchEndsAt(state: MatchState): number | null {
  const minutes = state.rules.timedMinutes
  return minutes === null || state.startedAt === null ? null : state.startedAt + minutes * MINUTE_MS
}

/** Games won by each side over the match: every set's games, the set in play's too (a tie-break is one game). */
export function gamesWon(state: MatchState): [number, number] {
  const total: [number, number] = [state.games[0], state.games[1]]
  for (const set of state.completedSets) {
    total[0] += set.games[0]
    total[1] += set.games[1]
  }
  return total
}

/** The set in play as the last one of a match that ended on time (left out when not a game of it was played). */
function closeSetInPlay(state: MatchState, set?: SetScore): SetScore[] {
  if (set) return [...state.completedSets, set]
  if (state.games[0] + state.games[1] === 0) return [...state.completedSets]
  return [...state.completedSets, { games: [state.games[0], state.games[1]], tieBreak: null, superTieBreak: false }]
}

/**
 * After a game (or tie-break) of a timed match whose time is up: the side with more games wins; games level, one
 * deciding point follows. Anything else passes through.
 */
export function endIfTimeIsUp(state: MatchState): MatchState {
  if (!state.lastGame || state.winner !== null || state.gameKind === 'decidingPoint') return state
  const [a, b] = gamesWon(state)
  if (a === b) return { ...state, points: [0, 0], gameKind: 'decidingPoint' }
  return {
    ...state,
    completedSets: closeSetInPlay(state),
    games: [0, 0],
    points: [0, 0],
    gameKind: 'regular',
    winner: a > b ? 0 : 1,
  }
}

/** The deciding point of a timed match with games level: its winner takes the set in play by it, and the match. */
export function winDecidingPoint(state: MatchState, team: Team): MatchState {
  const games: [number, number] =
    team === 0 ? [state.games[0] + 1, state.games[1]] : [state.games[0], state.games[1] + 1]
  const point: [number, number] = team === 0 ? [1, 0] : [0, 1]
  return {
    ...state,
    completedSets: closeSetInPlay(state, { games, tieBreak: point, superTieBreak: false }),
    games: [0, 0],
    points: [0, 0],
    gameKind: 'regular',
    gamesCompleted: state.gamesCompleted + 1,
    rotation: (state.rotation + 1) % state.serverOrder.length,
    winner: team,
  }
}
