import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { revokedTokens, users, type UserRow } from '../../db/schema/index.ts'

/**
 * The live user of a session token and whether that token was logged out, in one round trip: every signed-in
 * request asks both. Undefined when the account is gone (deleted or never there).
 */
export async function findSessionUser(
  db: Database,
  userId: number,
  jti: string,
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const rows = await db
    .select({
      user: users,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1)
  return rows[0]
}
