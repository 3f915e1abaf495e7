import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Locale } from '@courtside/contracts'
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
  values: {
    email: string
    passwordDigest: string
    firstName: string
    lastName: string
    locale: Locale | null
    signupLocale: Locale | null
    now: Date
  },
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
  changes: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'coachViewer' | 'locale' | 'passwordDigest' | 'tokensValidAfter'>
  >,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning()
  return rows[0]
}

/** Closes the account: it is refused everywhere at once, and every token issued so far stops working. */
export async function markUserDeleted(db: Database, id: number, now: Date): Promise<void> {
  const whole = new Date(Math.ceil(now.getTime() / 1000) * 1000)
  await db.update(users).set({ deletedAt: now, tokensValidAfter: whole, updatedAt: now }).where(eq(users.id, id))
}

/** The most recently closed account of an address that the purge has not deleted yet. */
export async function findClosedUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNotNull(users.deletedAt)))
    .orderBy(desc(users.deletedAt))
    .limit(1)
  return rows[0]
}

/** Replaces the given parts of the settings in one statement: two tabs saving different parts both keep theirs. */
export async function saveUserSettings(db: Database, id: number, parts: Record<string, unknown>, now: Date) {
  const rows = await db
    .update(users)
    .set({ settings: sql`coalesce(${users.settings}, '{}'::jsonb) || ${JSON.stringify(parts)}::jsonb`, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning()
  return rows[0]
}
