import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  socialSessionMatches,
  socialSessionPlayers,
  socialSessions,
  type SocialSessionRow,
} from '../../db/schema/index.ts'
import { notifySocialSession } from './social-session-notice-repository.ts'

export type NewSocialSession = Omit<SocialSessionRow, 'id'>

export async function insertSocialSession(db: Database, values: NewSocialSession): Promise<SocialSessionRow> {
  const [row] = await db.insert(socialSessions).values(values).returning()
  return row!
}

/**
 * The session of this organization, or undefined. `lock` takes its row lock for the rest of the transaction: the
 * writes of one session (a result, a new round, the delete) then run one after the other.
 */
export async function findSocialSession(
  db: Database,
  organizationId: number,
  sessionId: number,
  lock = false,
): Promise<SocialSessionRow | undefined> {
  const query = db
    .select()
    .from(socialSessions)
    .where(and(eq(socialSessions.id, sessionId), eq(socialSessions.organizationId, organizationId)))
    .limit(1)
  const rows = lock ? await query.for('update') : await query
  return rows[0]
}

/**
 * Moves the session's `updated_at` on (taking its row lock) and queues its live notice for the commit; undefined when it
 * is not this organization's.
 */
export async function touchSocialSession(
  db: Database,
  organizationId: number,
  sessionId: number,
  now: Date,
): Promise<SocialSessionRow | undefined> {
  const [row] = await db
    .update(socialSessions)
    // Always forward, even for two writes within a millisecond or from instances whose clocks differ: a phone keeps
    // the later of two answers by this time, so a change must never carry the time of the one before it.
    .set({
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${socialSessions.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(socialSessions.id, sessionId), eq(socialSessions.organizationId, organizationId)))
    .returning()
  if (row) await notifySocialSession(db, organizationId, sessionId)
  return row
}

export async function deleteSocialSessionRow(db: Database, sessionId: number): Promise<void> {
  await db.delete(socialSessions).where(eq(socialSessions.id, sessionId))
}

export interface SocialSessionListRow {
  id: number
  name: string
  format: SocialSessionRow['format']
  createdAt: Date
  playersCount: number
  roundsCount: number
}

/** A page of the organization's sessions, newest first, with the number of players and rounds of each. */
export async function listSocialSessionRows(
  db: Database,
  organizationId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: SocialSessionListRow[]; total: number }> {
  const where = eq(socialSessions.organizationId, organizationId)
  const rows = await db
    .select({
      id: socialSessions.id,
      name: socialSessions.name,
      format: socialSessions.format,
      createdAt: socialSessions.createdAt,
      playersCount: sql<number>`(select count(*) from ${socialSessionPlayers}
        where ${socialSessionPlayers.sessionId} = ${socialSessions.id})`.mapWith(Number),
      roundsCount: sql<number>`(select coalesce(max(${socialSessionMatches.round}), 0) from ${socialSessionMatches}
        where ${socialSessionMatches.sessionId} = ${socialSessions.id})`.mapWith(Number),
    })
    .from(socialSessions)
    .where(where)
    .orderBy(desc(socialSessions.id))
    .limit(page.limit)
    .offset(page.offset)
  const [totals] = await db.select({ total: count() }).from(socialSessions).where(where)
  return { rows, total: totals?.total ?? 0 }
}
