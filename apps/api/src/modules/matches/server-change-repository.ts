import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { matchServerChanges } from '../../db/schema/index.ts'

// The `match_server_changes` table: the server changes of a match's log (ADR 0004).

export interface ServerChangeRow {
  id: number
  atPoint: number
  order: number[]
}

/** Server changes with their ids, in the order the replay applies them (ADR 0004: same point → the order made). */
export async function findServerChanges(db: Database, matchId: number): Promise<ServerChangeRow[]> {
  return db
    .select({ id: matchServerChanges.id, atPoint: matchServerChanges.atPoint, order: matchServerChanges.order })
    .from(matchServerChanges)
    .where(eq(matchServerChanges.matchId, matchId))
    .orderBy(asc(matchServerChanges.atPoint), asc(matchServerChanges.id))
}

export async function insertServerChange(
  db: Database,
  values: { matchId: number; atPoint: number; order: number[]; now: Date },
): Promise<void> {
  await db
    .insert(matchServerChanges)
    .values({ matchId: values.matchId, atPoint: values.atPoint, order: values.order, createdAt: values.now })
}

export async function moveServerChange(db: Database, id: number, atPoint: number): Promise<void> {
  await db.update(matchServerChanges).set({ atPoint }).where(eq(matchServerChanges.id, id))
}
