import type { Ball } from '@courtside/contracts'
import type { AppContext } from '../../../app-context.ts'
import { findViewableMatch } from '../match-guard.ts'
import { presentBall } from './ball-presenter.ts'
import { listBallRows } from './ball-repository.ts'

/** GET /matches/:id/balls: every point in recording order, for whoever may see the match (else 404). */
export async function listBalls(ctx: AppContext, userId: number, matchId: number): Promise<Ball[]> {
  await findViewableMatch(ctx.db, matchId, userId, ctx.config.now())
  const rows = await listBallRows(ctx.db, matchId)
  return rows.map(presentBall)
}
