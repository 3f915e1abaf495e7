import { getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../../db/database.ts'
import { balls, matches, type BallRow, type MatchRow } from '../../../db/schema/index.ts'
import { preparedStatement } from '../../../db/prepared-statement.ts'
import { scoreWriteValues } from '../match-repository.ts'
import { MATCH_UPDATED_CHANNEL, matchUpdatedPayload } from '../match-notice-repository.ts'
import type { MatchScoreColumns } from '../match-score.ts'
import type { MatchVersion } from '../match-viewer-repository.ts'
import type { NewBall } from './ball-repository.ts'

// The one statement that writes two tables (ADR 0039): a point's ball and its match's score, both or neither. The
// score's columns and values are scoreWriteValues' (match-repository.ts), so the matches table has one writer's rule.

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
const recordPointIfUnchanged = preparedStatement<{ ball_id: number }>('courtside_record_point_if_unchanged', () => {
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
        returning pg_notify(${MATCH_UPDATED_CHANNEL}, ${sql.placeholder('notice')}) as notified
      ),
      b as (insert into ${balls} (${names}) select ${selected} from m returning id)
      select b.id as ball_id from m, b`
})

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
  // The rows as written, built from what was sent rather than read back: the UPDATE sets exactly `set` on the row
  // as read (no trigger or default touches another column), and the INSERT stores `values` with every column given,
  // so only the ball's serial id comes from the database. Saves serialising and parsing both rows on every point.
  const ball = Object.fromEntries(BALL_KEYS.map((key) => [key, values[key] ?? null])) as Omit<BallRow, 'id'>
  return { ball: { ...ball, id: Number(row.ball_id) }, match: { ...read.match, ...set } }
}
