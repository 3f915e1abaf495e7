import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { licenses } from '../../db/schema/index.ts'
import { isoDate } from './license-rules.ts'

/**
 * Pro licences whose paid period ended (end_date before today, UTC) without a renewal become `expired` and count
 * as free; Stripe's end of the subscription then makes them free `active`. One UPDATE: with several
 * API instances running it at once, each row changes once (the second finds it no longer matching). Returns the
 * coaches whose licence expired.
 */
export async function expireLapsedLicenses(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .update(licenses)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(licenses.licenseType, 'pro'),
        inArray(licenses.status, ['active', 'free_trial', 'past_due', 'cancelled']),
        lt(licenses.endDate, isoDate(now)),
      ),
    )
    .returning({ userId: licenses.userId })
  return rows.map((row) => row.userId)
}
