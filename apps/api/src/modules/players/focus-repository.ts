import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { playerFocuses, type PlayerFocusRow } from '../../db/schema/index.ts'

// The `player_focuses` table. The caller has checked that the athlete is the coach's.

export async function findFocuses(db: Database, playerId: number): Promise<PlayerFocusRow[]> {
  return db
    .select()
    .from(playerFocuses)
    .where(eq(playerFocuses.playerId, playerId))
    .orderBy(desc(playerFocuses.createdAt), desc(playerFocuses.id))
}

export async function findFocus(db: Database, playerId: number, focusId: number): Promise<PlayerFocusRow | undefined> {
  const rows = await db
    .select()
    .from(playerFocuses)
    .where(and(eq(playerFocuses.id, focusId), eq(playerFocuses.playerId, playerId)))
    .limit(1)
  return rows[0]
}

export async function countFocuses(db: Database, playerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerFocuses).where(eq(playerFocuses.playerId, playerId))
  return row?.n ?? 0
}

export async function insertFocus(db: Database, values: Omit<PlayerFocusRow, 'id'>): Promise<PlayerFocusRow> {
  const [row] = await db.insert(playerFocuses).values(values).returning()
  return row!
}

export async function updateFocusRow(
  db: Database,
  focusId: number,
  changes: Partial<Omit<PlayerFocusRow, 'id' | 'playerId' | 'createdAt'>>,
): Promise<PlayerFocusRow> {
  const [row] = await db.update(playerFocuses).set(changes).where(eq(playerFocuses.id, focusId)).returning()
  return row!
}

export async function deleteFocusRow(db: Database, focusId: number): Promise<void> {
  await db.delete(playerFocuses).where(eq(playerFocuses.id, focusId))
}
