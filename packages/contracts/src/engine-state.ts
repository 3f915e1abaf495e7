import { z } from './zod.ts'
import type { MatchState, SetScore, Team } from '@courtside/domain'
import { toDomainRules, type MatchRules } from './match-rules.ts'

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)])
const team = z.union([z.literal(0), z.literal(1)])

/**
 * The scoring engine's position after a match's stored points (ADR 0032): what the next point is scored on. Sent
 * with the match so the browser scores taps still syncing with the domain itself, exactly, instead of rebuilding
 * a state from the displayed score. The rules are the match's own `rules`; the server log is not part of it.
 */
export const engineStateSchema = z.object({
  /** The order in force, as match player ids (the engine's order, which a server change replaces). */
  server_order: z.array(z.number().int()).min(1).max(4),
  rotation: z.number().int().min(0),
  completed_sets: z.array(z.object({ games: pair, tie_break: pair.nullable(), super_tie_break: z.boolean() })),
  sets_won: pair,
  games: pair,
  points: pair,
  game_kind: z.enum(['regular', 'tieBreak', 'superTieBreak', 'decidingPoint']),
  winner: team.nullable(),
  point_count: z.number().int().min(0),
  games_completed: z.number().int().min(0),
  /** A timed match's clock: its first tap (ms since the epoch) and whether the game in play is its last. */
  started_at: z.number().int().nullable(),
  last_game: z.boolean(),
})
export type EngineState = z.infer<typeof engineStateSchema>

/** The payload of an engine state (match player ids are the domain's string ids as numbers). */
export function toEngineStatePayload(state: MatchState): EngineState {
  return {
    server_order: state.serverOrder.map((p) => Number(p.id)),
    rotation: state.rotation,
    completed_sets: state.completedSets.map((s) => ({
      games: [s.games[0], s.games[1]],
      tie_break: s.tieBreak ? [s.tieBreak[0], s.tieBreak[1]] : null,
      super_tie_break: s.superTieBreak,
    })),
    sets_won: [state.setsWon[0], state.setsWon[1]],
    games: [state.games[0], state.games[1]],
    points: [state.points[0], state.points[1]],
    game_kind: state.gameKind,
    winner: state.winner,
    point_count: state.pointCount,
    games_completed: state.gamesCompleted,
    started_at: state.startedAt,
    last_game: state.lastGame,
  }
}

/** What of a match the engine state needs besides itself: its rules and which team each player is on. */
export interface EngineStateMatch {
  rules: MatchRules
  pairs: readonly { team: Team; players: readonly { id: number }[] }[]
}

/** The domain's state back from a payload; null when a player of the order is not in the match's pairs. */
export function fromEngineStatePayload(payload: EngineState, match: EngineStateMatch): MatchState | null {
  const teams = new Map<number, Team>()
  for (const side of match.pairs) for (const player of side.players) teams.set(player.id, side.team)
  const serverOrder = []
  for (const id of payload.server_order) {
    const side = teams.get(id)
    if (side === undefined) return null
    serverOrder.push({ id: String(id), team: side })
  }
  const completedSets: SetScore[] = payload.completed_sets.map((s) => ({
    games: [s.games[0], s.games[1]],
    tieBreak: s.tie_break ? [s.tie_break[0], s.tie_break[1]] : null,
    superTieBreak: s.super_tie_break,
  }))
  return {
    rules: toDomainRules(match.rules),
    serverOrder,
    rotation: payload.rotation,
    completedSets,
    setsWon: payload.sets_won,
    games: payload.games,
    points: payload.points,
    gameKind: payload.game_kind,
    winner: payload.winner,
    pointCount: payload.point_count,
    gamesCompleted: payload.games_completed,
    serverLog: null,
    startedAt: payload.started_at,
    lastGame: payload.last_game,
  }
}
