import { completeRules, toEngineStatePayload, type Match } from '@courtside/contracts'
import { storedEngineState } from './stored-engine-state.ts'
import type { MatchPlayerRow, MatchRow } from '../../db/schema/index.ts'
import { presentVideo } from './video-anchors.ts'

/** The match as the API shows it: pairs team 0 then team 1, players by position, the cached score. */
export function presentMatch(
  match: MatchRow,
  players: readonly MatchPlayerRow[],
  organization: { id: number; name: string } | null,
  canEdit: boolean,
  court: { id: number; name: string } | null,
): Match {
  const pair = (team: 0 | 1) => ({
    team,
    players: players
      .filter((p) => p.team === team)
      .sort((a, b) => a.position - b.position)
      .map((p) => ({ id: p.id, player_id: p.playerId, name: p.name })),
  })
  return {
    id: match.id,
    title: match.title,
    description: match.description,
    organization,
    court,
    sport: match.sport,
    match_type: match.matchType,
    license: match.license,
    source: match.source,
    status: match.status,
    rules: completeRules(match.rules),
    pairs: [pair(0), pair(1)],
    // The order in force: after "change server" the coach sees (and the browser predicts with) the new rotation.
    server_order: match.currentServerOrder ?? match.serverOrder,
    score: match.score,
    points_count: match.pointsCount,
    visibility: match.visibility,
    start_showing_at: match.startShowingAt?.toISOString() ?? null,
    stop_showing_at: match.stopShowingAt?.toISOString() ?? null,
    background: match.background,
    show_server_indicator: match.showServerIndicator,
    can_edit: canEdit,
    created_at: match.createdAt.toISOString(),
    updated_at: match.updatedAt.toISOString(),
    balls_updated_at: match.ballsUpdatedAt?.toISOString() ?? null,
    // Only a state that matches the cached score: the browser scores the points still syncing on it.
    engine_state: engineStatePayloadOf(match),
    video: presentVideo(match.video),
  }
}

function engineStatePayloadOf(match: MatchRow) {
  const state = storedEngineState(match)
  return state && toEngineStatePayload(state)
}
