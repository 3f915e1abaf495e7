import { and, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { matches, type MatchRow } from '../../db/schema/index.ts'
import type { MatchScoreColumns } from './match-score.ts'
import { matchUpdatedNotify } from './match-notice-repository.ts'

// The `matches` table: the match, its settings and its cached score. Only this file writes it, except the one
// statement of ADR 0039 (balls/record-point-repository.ts), which sets the score with scoreWriteValues below.

export type NewMatch = Omit<typeof matches.$inferInsert, 'id'>
export type MatchChanges = Partial<Omit<NewMatch, 'userId' | 'createdAt' | 'updatedAt'>>

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * `updated_at` always moves forward, even for two writes within one millisecond: live clients compare it with
 * their cache, so a change must never carry the timestamp of the one before it.
 */
const nextUpdatedAt = (now: Date) => sql`greatest(${ts(now)}, ${matches.updatedAt} + interval '1 millisecond')`

export async function insertMatch(db: Database, values: NewMatch): Promise<MatchRow> {
  const rows = await db.insert(matches).values(values).returning()
  return rows[0]!
}

/** FOR UPDATE serializes every writer of one match (settings, server changes, balls) behind this row. */
export async function findMatch(db: Database, id: number, forUpdate = false): Promise<MatchRow | undefined> {
  const query = db.select().from(matches).where(eq(matches.id, id)).limit(1)
  const rows = forUpdate ? await query.for('update') : await query
  return rows[0]
}

/** Sets or clears the share token without touching `updated_at`: a link is not a change of the match. */
export async function setShareToken(db: Database, id: number, token: string | null): Promise<void> {
  await db.update(matches).set({ shareToken: token }).where(eq(matches.id, id))
}

/** Clears the share token of every match of the user that has one; returns those matches (id, updated_at). */
export async function clearShareTokensOf(db: Database, userId: number): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .update(matches)
    .set({ shareToken: null })
    .where(and(eq(matches.userId, userId), isNotNull(matches.shareToken)))
    .returning({ id: matches.id, updatedAt: matches.updatedAt })
}

/** Updates the match and moves `updated_at` on; returns the new row. */
export async function updateMatchRow(db: Database, id: number, changes: MatchChanges, now: Date): Promise<MatchRow> {
  const rows = await db
    .update(matches)
    .set({ ...changes, updatedAt: nextUpdatedAt(now) })
    .where(eq(matches.id, id))
    .returning()
  return rows[0]!
}

/** The cached score columns of a replay, as every score write sets them. */
function scoreColumnValues(columns: MatchScoreColumns) {
  return {
    score: columns.score,
    status: columns.status,
    pointsCount: columns.pointsCount,
    winnerTeam: columns.winnerTeam,
    currentServerOrder: columns.currentServerOrder,
    engineState: columns.engineState,
  }
}

/** Writes the cached score of a replay (and `balls_updated_at` when balls changed). */
export async function writeMatchScore(
  db: Database,
  id: number,
  columns: MatchScoreColumns,
  now: Date,
  options: { ballsChanged?: boolean } = {},
): Promise<MatchRow> {
  return updateMatchRow(
    db,
    id,
    {
      ...scoreColumnValues(columns),
      ...(options.ballsChanged ? { ballsUpdatedAt: now } : {}),
    },
    now,
  )
}

/**
 * writeMatchScore for a match locked by this transaction, with its `match_updated` notice queued by the same
 * statement (one round trip fewer on the recording path). The new `updated_at` is the rule of nextUpdatedAt worked
 * out here from the locked row, so the notice can carry it.
 */
export async function writeLockedMatchScoreAndNotify(
  db: Database,
  locked: MatchRow,
  columns: MatchScoreColumns,
  now: Date,
): Promise<MatchRow> {
  const rows = await scoreWriteOf(db, locked, columns, now, eq(matches.id, locked.id))
  const { notified: _notified, ...row } = rows[0]!
  return row
}

/**
 * What a point's score write sets on `current` (the row as read) and the `match_updated` notice it sends. The new
 * `updated_at` follows nextUpdatedAt's rule worked out from the row, so the notice can carry it. One list for both
 * ways of recording (ADR 0039): the locked UPDATE below and the prepared statement of ADR 0043.
 */
export function scoreWriteValues(current: MatchRow, columns: MatchScoreColumns, now: Date) {
  const updatedAt = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1))
  return {
    set: {
      ...scoreColumnValues(columns),
      ballsUpdatedAt: now,
      updatedAt,
    } satisfies Partial<MatchRow>,
    notice: { match_id: current.id, updated_at: updatedAt.toISOString() },
  }
}

/** The UPDATE of scoreWriteValues on the rows `where` picks, returning the new row with its notice queued. */
function scoreWriteOf(db: Database, current: MatchRow, columns: MatchScoreColumns, now: Date, where: SQL) {
  const { set, notice } = scoreWriteValues(current, columns, now)
  return db
    .update(matches)
    .set(set)
    .where(where)
    .returning({ ...getTableColumns(matches), notified: matchUpdatedNotify(notice) })
}

/** Completes a match inserted in this transaction; its updated_at stays equal to its created_at. */
export async function setNewMatchOrderAndScore(
  db: Database,
  id: number,
  serverOrder: number[],
  columns: MatchScoreColumns,
): Promise<MatchRow> {
  const rows = await db
    .update(matches)
    .set({
      serverOrder,
      score: columns.score,
      status: columns.status,
      pointsCount: columns.pointsCount,
      winnerTeam: columns.winnerTeam,
      engineState: columns.engineState,
    })
    .where(eq(matches.id, id))
    .returning()
  return rows[0]!
}

export async function deleteMatchRow(db: Database, id: number): Promise<void> {
  await db.delete(matches).where(eq(matches.id, id))
}
