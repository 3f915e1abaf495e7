import {
  currentServer,
  initialMatchState,
  MatchOverError,
  scorePoint,
  toMatchReplay,
  type GameKind,
  type MatchState,
  type ServingPlayer,
  type SetScore,
  type Team,
} from '@courtside/domain'
import { toDomainRules, type Match } from '@courtside/contracts'
import { teamOfPlayer } from '@/lib/match-teams'

/** What the scoreboard shows: the server's score, or the server's score plus the points still syncing. */
export interface ScoreView {
  sets: { games: [number, number]; tieBreak: [number, number] | null; superTieBreak: boolean }[]
  /** "0" "15" "30" "40" "AD", or tie-break counts; null once the match is over. */
  points: [string, string] | null
  tieBreak: boolean
  superTieBreak: boolean
  serverId: number | null
  winner: Team | null
  pointsCount: number
  /** True when pending points are included (computed in the browser, not yet confirmed). */
  optimistic: boolean
}

/** The match's order as serving players (string ids, as the domain counts them). */
export function servingOrder(match: Match, order: readonly number[] = match.server_order): ServingPlayer[] {
  return order.flatMap((id) => {
    const team = teamOfPlayer(match, id)
    return team === null ? [] : [{ id: String(id), team }]
  })
}

/** The order in force (the match payload carries the latest server change's order), rotated so the current server comes first. */
export function orderInForce(match: Match): number[] {
  const order = match.server_order
  const at = match.score.server_id === null ? -1 : order.indexOf(match.score.server_id)
  return at <= 0 ? [...order] : [...order.slice(at), ...order.slice(0, at)]
}

const CALLS: Record<string, number> = { '0': 0, '15': 1, '30': 2, '40': 3 }

/** Raw points of the game in play from its display ("AD"–"40" is 4–3; deuce is 3–3). */
function rawPoints(points: [string, string], tieBreak: boolean): [number, number] {
  if (tieBreak) return [Number(points[0]) || 0, Number(points[1]) || 0]
  if (points[0] === 'AD') return [4, 3]
  if (points[1] === 'AD') return [3, 4]
  return [CALLS[points[0]] ?? 0, CALLS[points[1]] ?? 0]
}

/**
 * The engine's state rebuilt from the match's cached score, so the next points can be scored in the browser with
 * the same rules as the server. Approximations, corrected by the server's answer: a star-point game at deuce is
 * taken as the first deuce, and the rotation as the match's order (see orderInForce).
 */
export function stateFromMatch(match: Match): MatchState | null {
  const order = servingOrder(match)
  let state: MatchState
  try {
    state = initialMatchState(toDomainRules(match.rules), order)
  } catch {
    return null
  }
  const { score } = match
  const over = score.winner_team !== null
  const all: SetScore[] = score.sets.map((set) => ({
    games: [set.games[0], set.games[1]],
    tieBreak: set.tie_break ? [set.tie_break[0], set.tie_break[1]] : null,
    superTieBreak: set.super_tie_break,
  }))
  const completedSets = over ? all : all.slice(0, -1)
  const inPlay = over ? null : all.at(-1)
  const setsWon: [number, number] = [0, 0]
  for (const set of completedSets) setsWon[set.games[0] > set.games[1] ? 0 : 1] += 1
  const games: [number, number] = inPlay ? [inPlay.games[0], inPlay.games[1]] : [0, 0]
  const tieBreak = score.current_game?.tie_break ?? false
  const gameKind: GameKind = !tieBreak ? 'regular' : inPlay?.superTieBreak ? 'superTieBreak' : 'tieBreak'
  const points = score.current_game ? rawPoints(score.current_game.points, tieBreak) : ([0, 0] as [number, number])
  const n = order.length
  const serverAt =
    score.server_id === null
      ? 0
      : Math.max(
          0,
          order.findIndex((p) => p.id === String(score.server_id)),
        )
  const rotation =
    gameKind === 'regular' ? serverAt : (((serverAt - Math.floor((points[0] + points[1] + 1) / 2)) % n) + n) % n
  const gamesCompleted = completedSets.reduce((sum, set) => sum + set.games[0] + set.games[1], 0) + games[0] + games[1]
  return {
    ...state,
    rotation,
    completedSets,
    setsWon,
    games,
    points,
    gameKind,
    winner: score.winner_team,
    pointCount: match.points_count,
    gamesCompleted,
    serverLog: null,
  }
}

export function scoreViewOfMatch(match: Match): ScoreView {
  const { score } = match
  const inPlay = score.winner_team === null ? score.sets.at(-1) : undefined
  return {
    sets: score.sets.map((s) => ({ games: s.games, tieBreak: s.tie_break, superTieBreak: s.super_tie_break })),
    points: score.current_game?.points ?? null,
    tieBreak: score.current_game?.tie_break ?? false,
    superTieBreak: Boolean(score.current_game?.tie_break && inPlay?.super_tie_break),
    serverId: score.server_id,
    winner: score.winner_team,
    pointsCount: match.points_count,
    optimistic: false,
  }
}

/** Scores `winners` on top of a state; points past the end of the match are ignored (the server refuses them). */
export function scoreOnTop(state: MatchState, winners: readonly Team[]): MatchState {
  let next = state
  for (const winner of winners) {
    try {
      next = scorePoint(next, winner)
    } catch (error) {
      if (error instanceof MatchOverError) break
      throw error
    }
  }
  return next
}

export function scoreViewOfState(state: MatchState): ScoreView {
  const replay = toMatchReplay(state)
  return {
    sets: replay.sets.map((s) => ({ games: s.games, tieBreak: s.tieBreak, superTieBreak: s.superTieBreak })),
    points: replay.currentGame?.points ?? null,
    tieBreak: replay.currentGame?.tieBreak ?? false,
    superTieBreak: state.gameKind === 'superTieBreak' && state.winner === null,
    serverId: replay.nextServer === null ? null : Number(replay.nextServer),
    winner: replay.winner,
    pointsCount: state.pointCount,
    optimistic: true,
  }
}

/** The score to show: the match's own when nothing is pending, else the match plus the pending winners. */
export function optimisticScore(match: Match, pendingWinners: readonly Team[]): ScoreView {
  if (pendingWinners.length === 0) return scoreViewOfMatch(match)
  const state = stateFromMatch(match)
  if (!state) return scoreViewOfMatch(match)
  return scoreViewOfState(scoreOnTop(state, pendingWinners))
}

/** The engine's server of the active ball of a state, as a match player id. */
export function serverOfState(state: MatchState | null): number | null {
  const server = state ? currentServer(state) : null
  return server ? Number(server.id) : null
}
