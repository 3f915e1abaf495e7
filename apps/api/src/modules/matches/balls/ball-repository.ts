import { and, asc, eq } from 'drizzle-orm'
import { shotDetailsOf, type Team } from '@courtside/domain'
import type { CreateBall } from '@courtside/contracts'
import type { Database } from '../../../db/database.ts'
import { ballRemovals, balls, type BallRow } from '../../../db/schema/index.ts'

// The `balls` table (and `ball_removals`, the client_ids its removed points spent: ADR 0038). A point's insert
// together with its score is the one statement of record-point-repository.ts (ADR 0039).

export type NewBall = Omit<typeof balls.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date }

/**
 * Inserts the ball unless (match_id, client_id) already exists: the unique index decides, so a retried POST can
 * never record twice whatever path it takes. Returns undefined when the client_id was already there.
 */
export async function insertBallOnce(db: Database, values: NewBall): Promise<BallRow | undefined> {
  const rows = await db
    .insert(balls)
    .values(values)
    .onConflictDoNothing({ target: [balls.matchId, balls.clientId] })
    .returning()
  return rows[0]
}

export async function findBallByClientId(
  db: Database,
  matchId: number,
  clientId: string,
): Promise<BallRow | undefined> {
  const rows = await db
    .select()
    .from(balls)
    .where(and(eq(balls.matchId, matchId), eq(balls.clientId, clientId)))
    .limit(1)
  return rows[0]
}

export async function listBallRows(db: Database, matchId: number): Promise<BallRow[]> {
  return db.select().from(balls).where(eq(balls.matchId, matchId)).orderBy(asc(balls.seq))
}

/** Deletes a ball and spends its client_id (ball_removals), so a late copy of its POST cannot record it again. */
export async function removeBallRow(db: Database, matchId: number, ball: { id: number; clientId: string }) {
  await db.delete(balls).where(eq(balls.id, ball.id))
  await db.insert(ballRemovals).values({ matchId, clientId: ball.clientId }).onConflictDoNothing()
}

export type BallChanges = Partial<Omit<typeof balls.$inferInsert, 'id' | 'matchId' | 'seq' | 'clientId' | 'createdAt'>>

/** The columns of what a point says about how it was played: written when it is recorded and when it is edited. */
export function detailColumns(ball: CreateBall, winnerTeam: Team) {
  return {
    winnerTeam,
    pointType: ball.point_type,
    finisherId: ball.finisher_id,
    ...shotDetailsOf(ball),
  } satisfies BallChanges
}

export async function updateBallRow(db: Database, id: number, changes: BallChanges): Promise<BallRow> {
  const rows = await db.update(balls).set(changes).where(eq(balls.id, id)).returning()
  return rows[0]!
}
