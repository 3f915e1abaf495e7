import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { perDatabase } from '../../db/prepared-statement.ts'
import { revokedTokens, users, type UserRow } from '../../db/schema/index.ts'

/** Prepared once per database handle: every signed-in request runs it (ADR 0043). */
const sessionUserQuery = perDatabase((db) =>
  db
    .select({
      user: users,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('courtside_session_user'),
)

/**
 * The live user of a session token and whether that token was logged out, in one round trip: every signed-in
 * request asks both. Undefined when the account is gone (deleted or never there).
 */
export async function findSessionUser(
  db: Database,
  userId: number,
  jti: string,
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const rows = await sessionUserQuery(db).execute({ userId, jti })
  return rows[0]
}
