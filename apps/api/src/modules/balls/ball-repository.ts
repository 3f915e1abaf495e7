import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Team } from '@courtside/domain'
import type { CreateBall } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { ballRemovals, balls, matchServerChanges, matches, type BallRow, type MatchRow } from '../../db/schema/index.ts'
import { rowFromJson } from '../../db/row-from-json.ts'
import { scoreWriteOf, type MatchVersion } from '../matches/match-repository.ts'
import type { MatchScoreColumns } from '../matches/match-score.ts'

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

/**
 * Records a point in one statement (one round trip, no transaction to open) if the match is still the version it
 * was read at: the score UPDATE, with its notice, runs only on that version, and the ball is inserted from the
 * UPDATE's result, so both are written or neither. Undefined when the match changed since it was read (the caller
 * then takes the row lock). A client_id already used, or spent by a removal, fails the whole statement as the
 * unique index or the trigger decides: nothing is written.
 */
export async function insertBallIfMatchUnchanged(
  db: Database,
  read: { match: MatchRow; version: MatchVersion },
  columns: MatchScoreColumns,
  values: NewBall,
  now: Date,
): Promise<{ ball: BallRow; match: MatchRow } | undefined> {
  const unchanged = and(eq(matches.id, read.match.id), sql`${matches}.xmin = ${read.version}::xid`)!
  const update = scoreWriteOf(db, read.match, columns, now, unchanged)
  const columnsOf = getTableColumns(balls)
  const given = Object.entries(values).filter(([, value]) => value !== undefined) as [keyof NewBall, unknown][]
  const names = sql.join(
    given.map(([key]) => sql.identifier(columnsOf[key].name)),
    sql`, `,
  )
  // INSERT … SELECT types its values by the casts, not by the target columns.
  const selected = sql.join(
    given.map(([key, value]) => {
      const column = columnsOf[key]
      return sql`${value === null ? null : column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`
    }),
    sql`, `,
  )
  const result = (await db.execute(sql`
    with m as (${update.getSQL()}),
    b as (insert into ${balls} (${names}) select ${selected} from m returning *)
    select row_to_json(m) as match, row_to_json(b) as ball from m, b`)) as unknown as {
    rows: { match: unknown; ball: unknown }[]
  }
  const row = result.rows[0]
  if (!row) return undefined
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>
  return { ball: rowFromJson(balls, json(row.ball)), match: rowFromJson(matches, json(row.match)) }
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

/**
 * The point winners in recording order and the next position (1-based, after the last seq), in one query. Read
 * under the match row lock, so a position is never handed out twice.
 */
export async function findBallLog(db: Database, matchId: number): Promise<{ winners: Team[]; nextSeq: number }> {
  const rows = await db
    .select({ seq: balls.seq, winnerTeam: balls.winnerTeam })
    .from(balls)
    .where(eq(balls.matchId, matchId))
    .orderBy(asc(balls.seq))
  return { winners: rows.map((r) => r.winnerTeam as Team), nextSeq: (rows.at(-1)?.seq ?? 0) + 1 }
}

export async function listBallRows(db: Database, matchId: number): Promise<BallRow[]> {
  return db.select().from(balls).where(eq(balls.matchId, matchId)).orderBy(asc(balls.seq))
}

/** The match's last ball (its id and client_id); undefined when it has none. */
export async function findLastBall(
  db: Database,
  matchId: number,
): Promise<{ id: number; clientId: string } | undefined> {
  const rows = await db
    .select({ id: balls.id, clientId: balls.clientId })
    .from(balls)
    .where(eq(balls.matchId, matchId))
    .orderBy(desc(balls.seq))
    .limit(1)
  return rows[0]
}

/** Deletes a ball and spends its client_id (ball_removals), so a late copy of its POST cannot record it again. */
export async function removeBallRow(db: Database, matchId: number, ball: { id: number; clientId: string }) {
  await db.delete(balls).where(eq(balls.id, ball.id))
  await db.insert(ballRemovals).values({ matchId, clientId: ball.clientId }).onConflictDoNothing()
}

export interface ServerChangeRow {
  id: number
  atPoint: number
  order: number[]
}

/** Server changes with their ids, in replay order (at_point, then the order they were made: ADR 0004). */
export async function findServerChangeRows(db: Database, matchId: number): Promise<ServerChangeRow[]> {
  return db
    .select({ id: matchServerChanges.id, atPoint: matchServerChanges.atPoint, order: matchServerChanges.order })
    .from(matchServerChanges)
    .where(eq(matchServerChanges.matchId, matchId))
    .orderBy(asc(matchServerChanges.atPoint), asc(matchServerChanges.id))
}

export async function moveServerChange(db: Database, id: number, atPoint: number): Promise<void> {
  await db.update(matchServerChanges).set({ atPoint }).where(eq(matchServerChanges.id, id))
}

export type BallChanges = Partial<Omit<typeof balls.$inferInsert, 'id' | 'matchId' | 'seq' | 'clientId' | 'createdAt'>>

/** The columns of what a point says about how it was played: written when it is recorded and when it is edited. */
export function detailColumns(ball: CreateBall, winnerTeam: Team) {
  return {
    winnerTeam,
    pointType: ball.point_type,
    finisherId: ball.finisher_id,
    shotType: ball.shot_type,
    shotSpeed: ball.shot_speed,
    previousShooterId: ball.previous_shooter_id,
    previousShotType: ball.previous_shot_type,
    previousShotSpeed: ball.previous_shot_speed,
    from: ball.from,
    to: ball.to,
    comment: ball.comment,
    serve: ball.serve,
  } satisfies BallChanges
}

export async function updateBallRow(db: Database, id: number, changes: BallChanges): Promise<BallRow> {
  const rows = await db.update(balls).set(changes).where(eq(balls.id, id)).returning()
  return rows[0]!
}
