import {
  timedMatchEndsAt,
  replayState,
  toMatchReplay,
  type MatchState,
  type ServerChange,
  type ServingPlayer,
  type Team,
} from '@courtside/domain'
import { toDomainRules, type MatchRulesInput, type MatchScore, type MatchStatus } from '@courtside/contracts'

/** The cached columns of a match, always written together from one replay. */
export interface MatchScoreColumns {
  score: MatchScore
  status: MatchStatus
  pointsCount: number
  winnerTeam: Team | null
  /** The order of the latest server change still in the log, or null while the initial order holds. */
  currentServerOrder: number[] | null
  /** The engine's state these columns show, without its server log (stored so the next point is one step). */
  engineState: MatchState
}

export interface StoredServerChange {
  atPoint: number
  order: number[]
}

export interface MatchLogInput {
  rules: MatchRulesInput
  /** Match player id → team. */
  teams: ReadonlyMap<number, Team>
  serverOrder: readonly number[]
  winners: readonly Team[]
  /** Each point's tap time (ms), by position; a timed match's clock runs on them. */
  times?: readonly number[]
  serverChanges: readonly StoredServerChange[]
}

/** Match player ids as the domain's serving players (string ids). */
export function servingPlayers(ids: readonly number[], teams: ReadonlyMap<number, Team>): ServingPlayer[] {
  return ids.map((id) => ({ id: String(id), team: teams.get(id) as Team }))
}

export function toDomainServerChanges(
  changes: readonly StoredServerChange[],
  teams: ReadonlyMap<number, Team>,
): ServerChange[] {
  return changes.map((c) => ({ atPoint: c.atPoint, order: servingPlayers(c.order, teams) }))
}

/** The engine's state after a stored match's log: what recording and server changes build on. */
export function replayStoredState(input: MatchLogInput): MatchState {
  return replayState({
    rules: toDomainRules(input.rules),
    serverOrder: servingPlayers(input.serverOrder, input.teams),
    winners: input.winners,
    ...(input.times ? { times: input.times } : {}),
    serverChanges: toDomainServerChanges(input.serverChanges, input.teams),
  })
}

/** The score of a match is the domain's replay of its balls and server changes; nothing is counted here. */
export function replayMatchScore(input: MatchLogInput): MatchScoreColumns {
  const state = replayStoredState(input)
  return scoreColumnsOf(state, input.serverChanges.at(-1)?.order ?? null)
}

/** The cached columns of an engine state (after a replay, or one step on the stored state). */
export function scoreColumnsOf(state: MatchState, currentServerOrder: number[] | null): MatchScoreColumns {
  const replay = toMatchReplay(state)
  const pointsCount = state.pointCount
  return {
    score: {
      sets: replay.sets.map((set) => ({
        games: [set.games[0], set.games[1]],
        tie_break: set.tieBreak ? [set.tieBreak[0], set.tieBreak[1]] : null,
        super_tie_break: set.superTieBreak,
      })),
      current_game: replay.currentGame
        ? { points: replay.currentGame.points, tie_break: replay.currentGame.tieBreak }
        : null,
      server_id: replay.nextServer === null ? null : Number(replay.nextServer),
      winner_team: replay.winner,
      ...timedScore(state),
    },
    status: replay.winner !== null ? 'finished' : pointsCount === 0 ? 'not_started' : 'in_progress',
    pointsCount,
    winnerTeam: replay.winner,
    currentServerOrder,
    // Without the log of every point's server (a chain as long as the match, which the next point does not need):
    // what is stored stays small and flat, and a point writes the same few hundred bytes at 1 or at 1,500.
    engineState: { ...state, serverLog: null },
  }
}

/** A timed match's clock as the score shows it (nothing for an untimed match). */
function timedScore(state: MatchState): Pick<MatchScore, 'timed'> {
  if (state.rules.timedMinutes === null) return {}
  const endsAt = timedMatchEndsAt(state)
  return {
    timed: {
      ends_at: endsAt === null ? null : new Date(endsAt).toISOString(),
      last_game: state.lastGame && state.winner === null,
      deciding_point: state.gameKind === 'decidingPoint',
    },
  }
}
