import { and, eq, getTableColumns, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { matches, users, type MatchRow } from '../../db/schema/index.ts'

/**
 * The match a share token names, if its coach's account is open: a closed account's matches are kept only for the
 * purge to hand the club's ones over, and show nothing to guests from the moment it closes (ADR 0051).
 */
export async function findMatchOfOpenAccountByShareToken(db: Database, token: string): Promise<MatchRow | undefined> {
  const rows = await db
    .select(getTableColumns(matches))
    .from(matches)
    .innerJoin(users, and(eq(users.id, matches.userId), isNull(users.deletedAt)))
    .where(eq(matches.shareToken, token))
    .limit(1)
  return rows[0]
}
