import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { passwordResetTokens } from '../../db/schema/index.ts'

export async function insertResetToken(
  db: Database,
  values: { userId: number; tokenDigest: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...rest } = values
  await db.insert(passwordResetTokens).values({ ...rest, createdAt: now })
}

/**
 * Marks an unused, unexpired token as used and returns its user. One UPDATE … RETURNING, so two concurrent
 * resets with the same link cannot both succeed.
 */
export async function useResetToken(db: Database, tokenDigest: string, now: Date): Promise<number | undefined> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenDigest, tokenDigest),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  return rows[0]?.userId
}

/** After a reset, the user's other outstanding links stop working too. */
export async function invalidateResetTokensOf(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

export async function purgeOldResetTokens(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000)
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, dayAgo), lt(passwordResetTokens.usedAt, dayAgo)))
}
