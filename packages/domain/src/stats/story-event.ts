import { isTieBreak } from '../scoring/match-state.ts'
import type { Team } from '../scoring/team.ts'
import type { ScoredBall } from './scored-ball.ts'
import type { DecisiveKind, StoryEvent } from './match-stats.ts'
import { serveOf } from './serve-stats.ts'

/** Structured facts of one ball; the web app words them in English or Finnish. */
export function storyEvent(
  { ball, ctx }: ScoredBall,
  teamOf: (id: string) => Team | undefined,
  nameOf: (id: string | null | undefined) => string | null,
  decisive: DecisiveKind[],
  sincePreviousMs: number | null = null,
): StoryEvent {
  return {
    seq: ball.seq,
    set: ctx.set,
    game: ctx.game,
    game_in_set: ctx.gameInSet,
    tie_break: isTieBreak(ctx.gameKind),
    super_tie_break: ctx.gameKind === 'superTieBreak',
    server_id: ball.serverId,
    winner_team: ball.winnerTeam,
    point_type: ball.pointType,
    finisher_id: ball.finisherId ?? null,
    finisher_name: nameOf(ball.finisherId),
    finisher_team: ball.finisherId ? (teamOf(ball.finisherId) ?? null) : null,
    shot_type: ball.shotType ?? null,
    shot_speed: ball.shotSpeed ?? null,
    previous_shooter_id: ball.previousShooterId ?? null,
    previous_shooter_name: nameOf(ball.previousShooterId),
    previous_shot_type: ball.previousShotType ?? null,
    previous_shot_speed: ball.previousShotSpeed ?? null,
    comment: ball.comment ? ball.comment : null,
    serve: serveOf(ball),
    score_before: ctx.before,
    score_after: ctx.after,
    ends_game: ctx.endsGame,
    ends_set: ctx.endsSet,
    ends_match: ctx.endsMatch,
    decisive,
    since_previous_ms: sincePreviousMs,
  }
}
