import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PlayerFilter } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { players, type PlayerRow } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/like-pattern.ts'

export type NewPlayer = Omit<typeof players.$inferInsert, 'id'>
export type PlayerChanges = Partial<Omit<NewPlayer, 'userId' | 'createdAt'>>

export async function insertPlayer(db: Database, values: NewPlayer): Promise<PlayerRow> {
  const rows = await db.insert(players).values(values).returning()
  return rows[0]!
}

/** The athlete only when `userId` owns it: a foreign id reads exactly like an unknown one. */
export async function findOwnedPlayer(
  db: Database,
  userId: number,
  id: number,
  forUpdate = false,
): Promise<PlayerRow | undefined> {
  const query = db
    .select()
    .from(players)
    .where(and(eq(players.id, id), eq(players.userId, userId)))
    .limit(1)
  const rows = forUpdate ? await query.for('update') : await query
  return rows[0]
}

/** The subset of `ids` the coach owns. */
export async function findOwnedPlayers(db: Database, userId: number, ids: number[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(players)
    .where(and(eq(players.userId, userId), inArray(players.id, ids)))
}

export async function listOwnedPlayers(
  db: Database,
  userId: number,
  query: { search?: string | undefined; filter: PlayerFilter; limit: number; offset: number },
): Promise<{ rows: PlayerRow[]; total: number }> {
  const conditions: SQL[] = [eq(players.userId, userId)]
  if (query.filter === 'agreement') conditions.push(eq(players.canSaveGames, true))
  if (query.filter === 'coached') conditions.push(eq(players.isCoached, true))
  if (query.search) {
    const pattern = containsPattern(query.search)
    conditions.push(
      or(
        ilike(players.firstName, pattern),
        ilike(players.lastName, pattern),
        ilike(players.displayName, pattern),
        ilike(players.email, pattern),
        // "Iida Koski" finds Iida Koski although no single column holds it.
        sql`(${players.firstName} || ' ' || ${players.lastName}) ilike ${pattern}`,
      )!,
    )
  }
  const where = and(...conditions)
  const rows = await db
    .select()
    .from(players)
    .where(where)
    .orderBy(
      asc(sql`lower(coalesce(nullif(${players.displayName}, ''), ${players.firstName} || ' ' || ${players.lastName}))`),
      asc(players.id),
    )
    .limit(query.limit)
    .offset(query.offset)
  const totals = await db.select({ total: count() }).from(players).where(where)
  return { rows, total: Number(totals[0]?.total ?? 0) }
}

export async function updatePlayer(db: Database, id: number, changes: PlayerChanges): Promise<PlayerRow> {
  const rows = await db.update(players).set(changes).where(eq(players.id, id)).returning()
  return rows[0]!
}

export async function deletePlayer(db: Database, id: number): Promise<void> {
  await db.delete(players).where(eq(players.id, id))
}

/** The dashboard's "active athletes": the coach's athletes being coached (ADR 0012). */
export async function countCoachedPlayers(db: Database, userId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(players)
    .where(and(eq(players.userId, userId), eq(players.isCoached, true)))
  return Number(rows[0]?.total ?? 0)
}
