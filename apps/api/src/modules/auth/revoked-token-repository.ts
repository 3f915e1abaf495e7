import { lt } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { revokedTokens } from '../../db/schema/index.ts'

export async function revokeToken(db: Database, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing()
}

/** Denylist entries are useless once the token itself has expired. */
export async function purgeExpiredRevocations(db: Database, now: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now))
}
