import type { ScoredBall } from './scored-ball.ts'
import type { MomentumPoint } from './match-stats.ts'

/** Points in the moving window of `swing`: about two games, short enough to show a run, long enough to smooth. */
export const MOMENTUM_WINDOW = 8

export function momentumOf(balls: readonly ScoredBall[]): MomentumPoint[] {
  let diff = 0
  let swing = 0
  return balls.map(({ ball, ctx }, i) => {
    const step = ball.winnerTeam === 0 ? 1 : -1
    diff += step
    swing += step
    const leaving = balls[i - MOMENTUM_WINDOW]
    if (leaving) swing -= leaving.ball.winnerTeam === 0 ? 1 : -1
    return { seq: ball.seq, set: ctx.set, game: ctx.game, winner_team: ball.winnerTeam, diff, swing }
  })
}
