import type { PointType } from '../scoring/attribute-point.ts'
import type { Team } from '../scoring/team.ts'
import type { ScoredBall } from './scored-ball.ts'
import type { CourtMapPoint, Outcome } from './match-stats.ts'

export function outcomeOf(pointType: PointType): Outcome {
  switch (pointType) {
    case 'winner':
    case 'ace':
      return 'winner'
    case 'forced_error':
    case 'unforced_error':
    case 'serve_return_error':
    case 'double_fault':
      return 'error'
    case 'other':
      return 'other'
    default: {
      const never: never = pointType
      throw new TypeError(`Unknown point type: ${String(never)}`)
    }
  }
}

export function courtMapPoint({ ball, ctx }: ScoredBall, teamOf: (id: string) => Team | undefined): CourtMapPoint {
  return {
    seq: ball.seq,
    set: ctx.set,
    game: ctx.game,
    finisher_id: ball.finisherId ?? null,
    finisher_team: ball.finisherId ? (teamOf(ball.finisherId) ?? null) : null,
    winner_team: ball.winnerTeam,
    point_type: ball.pointType,
    outcome: outcomeOf(ball.pointType),
    shot_type: ball.shotType ?? null,
    from: ball.from ?? null,
    to: ball.to ?? null,
  }
}
