import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { users, type UserRow } from '../../db/schema/index.ts'

export async function findLiveUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1)
  return rows[0]
}

export async function findLiveUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
  return rows[0]
}

export async function insertUser(
  db: Database,
  values: { email: string; passwordDigest: string; firstName: string; lastName: string; now: Date },
): Promise<UserRow> {
  const { now, ...rest } = values
  const rows = await db
    .insert(users)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning()
  return rows[0]!
}

export async function updateUser(
  db: Database,
  id: number,
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'coachViewer' | 'passwordDigest' | 'tokensValidAfter'>>,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning()
  return rows[0]
}

export async function markUserDeleted(db: Database, id: number, now: Date): Promise<void> {
  await db.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, id))
}
