import { decisiveKinds, involves, type ScoredBall, type StatsPlayer } from '@courtside/domain'
import type { PlaylistFilter } from '@courtside/contracts'

/**
 * Whether a point passes a playlist's filter (packages/contracts/src/playlist.ts). The point's context is the
 * statistics' own (scoredBalls over the whole match) and the player filter is theirs (`involves`), so a filter
 * counts the same points as GET /matches/:id/stats with the same set, player or decisive kind.
 */
export function pointFilter(
  filter: PlaylistFilter,
  players: readonly StatsPlayer[],
  athletePlayerId?: number,
): (point: ScoredBall) => boolean {
  const playerId = filter.player_id === undefined ? undefined : String(filter.player_id)
  // The athlete as this match's player (their matches only reach here): their finished or involved points.
  const athlete = filter.athlete_points && athletePlayerId !== undefined ? String(athletePlayerId) : undefined
  const finisherId = filter.finisher_id === undefined ? undefined : String(filter.finisher_id)
  const wonBy = filter.won_by
  // A player not in this match wins no point of it.
  const winnerTeam =
    wonBy === undefined
      ? undefined
      : 'team' in wonBy
        ? wonBy.team
        : (players.find((p) => p.id === String(wonBy.player_id))?.team ?? null)
  return ({ ball, ctx }) => {
    if (filter.sets && !filter.sets.includes(ctx.set)) return false
    if (playerId !== undefined && !involves(ball, playerId)) return false
    if (athlete !== undefined) {
      if (filter.athlete_points === 'finished' ? ball.finisherId !== athlete : !involves(ball, athlete)) return false
    }
    if (winnerTeam !== undefined && ball.winnerTeam !== winnerTeam) return false
    if (finisherId !== undefined && ball.finisherId !== finisherId) return false
    if (filter.point_types && !filter.point_types.includes(ball.pointType)) return false
    if (filter.shot_types && !(ball.shotType && filter.shot_types.includes(ball.shotType))) return false
    if (filter.decisive) {
      const kinds = decisiveKinds(ctx)
      if (!filter.decisive.some((k) => kinds.includes(k))) return false
    }
    return true
  }
}
