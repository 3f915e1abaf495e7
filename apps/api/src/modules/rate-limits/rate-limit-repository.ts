import { eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rateLimitBuckets } from '../../db/schema/index.ts'

/**
 * Counts one hit in the fixed window containing `nowMs` and returns the window's count and end. A single
 * INSERT … ON CONFLICT statement, so concurrent hits from any number of API instances are counted exactly.
 */
export async function hitBucket(
  db: Database,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<{ count: number; windowEnd: number }> {
  const windowStart = Math.floor(nowMs / windowMs) * windowMs
  const windowEnd = windowStart + windowMs
  const rows = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, windowEnd, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${rateLimitBuckets.windowStart} = excluded.window_start then ${rateLimitBuckets.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
        windowEnd: sql`excluded.window_end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, windowEnd: rateLimitBuckets.windowEnd })
  const row = rows[0]!
  return { count: row.count, windowEnd: Number(row.windowEnd) }
}

export async function clearBucket(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key))
}

export async function purgeExpiredBuckets(db: Database, nowMs: number): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowEnd, nowMs))
}
