import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { courtWalls, organizations } from '../../db/schema/index.ts'

// The `court_walls` table: an organization's one wall link.

export async function findWallToken(db: Database, organizationId: number): Promise<string | undefined> {
  const rows = await db
    .select({ token: courtWalls.token })
    .from(courtWalls)
    .where(eq(courtWalls.organizationId, organizationId))
    .limit(1)
  return rows[0]?.token
}

/** Sets the organization's wall token, replacing the one it had (which then opens nothing). */
export async function saveWallToken(db: Database, organizationId: number, token: string, now: Date): Promise<void> {
  await db
    .insert(courtWalls)
    .values({ organizationId, token, createdAt: now })
    .onConflictDoUpdate({ target: courtWalls.organizationId, set: { token, createdAt: now } })
}

export async function deleteWallToken(db: Database, organizationId: number): Promise<void> {
  await db.delete(courtWalls).where(eq(courtWalls.organizationId, organizationId))
}

/** The organization whose current wall token this is, with its name; undefined for any other token. */
export async function findWallOrganization(
  db: Database,
  token: string,
): Promise<{ id: number; name: string } | undefined> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, token: courtWalls.token })
    .from(courtWalls)
    .innerJoin(organizations, eq(organizations.id, courtWalls.organizationId))
    .where(eq(courtWalls.token, token))
    .limit(1)
  const row = rows[0]
  return row && row.token === token ? { id: row.id, name: row.name } : undefined
}
