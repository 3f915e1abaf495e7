import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Team } from '@courtside/domain'
import type { CreateBall } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { ballRemovals, balls, matchServerChanges, matches, type BallRow, type MatchRow } from '../../db/schema/index.ts'
import { rowFromJson } from '../../db/row-from-json.ts'
import { scoreWriteValues, type MatchVersion } from '../matches/match-repository.ts'
import { MATCH_UPDATED_CHANNEL, matchUpdatedPayload } from '../matches/notify-match-updated.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
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

/** `$name::type`: INSERT … SELECT and a SET from parameters type their values by the casts, not by the columns. */
const typedPlaceholder = (column: PgColumn, name: string) =>
  sql`${sql.placeholder(name)}::${sql.raw(column.getSQLType())}`

const matchColumns = getTableColumns(matches)
const ballColumns = getTableColumns(balls)
/** What the score write sets (its keys), as scoreWriteValues lists it. */
type ScoreSet = ReturnType<typeof scoreWriteValues>['set']
const SCORE_SET_KEYS = [
  'score',
  'status',
  'pointsCount',
  'winnerTeam',
  'currentServerOrder',
  'engineState',
  'ballsUpdatedAt',
  'updatedAt',
] as const satisfies readonly (keyof ScoreSet)[]
// A column scoreWriteValues sets but the list above forgets would not be written here: the compiler says so.
const _everyScoreColumnListed: [Exclude<keyof ScoreSet, (typeof SCORE_SET_KEYS)[number]>] extends [never]
  ? true
  : never = true
/** Every column of a ball but its serial id. */
const BALL_KEYS = (Object.keys(ballColumns) as (keyof typeof ballColumns)[]).filter((key) => key !== 'id')

/**
 * The one statement of ADR 0039, its text built once and prepared per connection (ADR 0043): the score UPDATE on
 * the version read, with its notice, and the ball inserted from the UPDATE's result.
 */
const recordPointIfUnchanged = preparedStatement<{ match: unknown; ball: unknown }>(
  'courtside_record_point_if_unchanged',
  () => {
    const set = sql.join(
      SCORE_SET_KEYS.map((key) => {
        const column = matchColumns[key]
        return sql`${sql.identifier(column.name)} = ${typedPlaceholder(column, `m_${key}`)}`
      }),
      sql`, `,
    )
    const names = sql.join(
      BALL_KEYS.map((key) => sql.identifier(ballColumns[key].name)),
      sql`, `,
    )
    const selected = sql.join(
      BALL_KEYS.map((key) => typedPlaceholder(ballColumns[key], `b_${key}`)),
      sql`, `,
    )
    return sql`
      with m as (
        update ${matches} set ${set}
        where ${matches.id} = ${sql.placeholder('matchId')} and ${matches}.xmin = ${sql.placeholder('version')}::xid
        returning *, pg_notify(${MATCH_UPDATED_CHANNEL}, ${sql.placeholder('notice')}) as notified
      ),
      b as (insert into ${balls} (${names}) select ${selected} from m returning *)
      select row_to_json(m) as match, row_to_json(b) as ball from m, b`
  },
)

/** A value in the form the driver sends for its column (what drizzle's builders do for each value). */
const driverValue = (column: PgColumn, value: unknown) =>
  value === null || value === undefined ? null : column.mapToDriverValue(value)

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
  const { set, notice } = scoreWriteValues(read.match, columns, now)
  const parameters: Record<string, unknown> = {
    matchId: read.match.id,
    version: read.version,
    notice: matchUpdatedPayload(notice),
  }
  for (const key of SCORE_SET_KEYS) parameters[`m_${key}`] = driverValue(matchColumns[key], set[key])
  // Every ball column is given (a nullable detail left out is null, as drizzle's insert would store it).
  for (const key of BALL_KEYS) parameters[`b_${key}`] = driverValue(ballColumns[key], values[key])
  const rows = await recordPointIfUnchanged(db, parameters)
  const row = rows[0]
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
