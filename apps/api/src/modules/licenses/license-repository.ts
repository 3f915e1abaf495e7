import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { daysUntilReset, licenseQuotas, monthStart, nextMonthStart } from '@courtside/domain'
import type { Database } from '../../db/database.ts'
import { licenseGameUsages, licenses, type LicenseRow } from '../../db/schema/index.ts'
import { effectivePlan, isoDate, type ServerPlan } from './license-rules.ts'
import { QuotaExceededError } from './quota-exceeded-error.ts'

export type GameKind = 'pro' | 'free'

export async function insertFreeLicense(db: Database, userId: number, now: Date): Promise<LicenseRow> {
  const rows = await db
    .insert(licenses)
    .values({ userId, licenseType: 'free', status: 'active', startDate: isoDate(now), createdAt: now, updatedAt: now })
    .returning()
  return rows[0]!
}

export async function findLicenseByUser(db: Database, userId: number): Promise<LicenseRow | undefined> {
  const rows = await db.select().from(licenses).where(eq(licenses.userId, userId)).limit(1)
  return rows[0]
}

/** Games counted this calendar month (UTC) of `now`, per kind, from the usage ledger. */
export async function countGamesThisMonth(db: Database, userId: number, now: Date): Promise<Record<GameKind, number>> {
  const rows = await db
    .select({ kind: licenseGameUsages.kind, count: sql<number>`count(*)::int` })
    .from(licenseGameUsages)
    .where(
      and(
        eq(licenseGameUsages.userId, userId),
        gte(licenseGameUsages.createdAt, monthStart(now)),
        lt(licenseGameUsages.createdAt, nextMonthStart(now)),
      ),
    )
    .groupBy(licenseGameUsages.kind)
  const counts: Record<GameKind, number> = { pro: 0, free: 0 }
  for (const row of rows) counts[row.kind] = Number(row.count)
  return counts
}

/**
 * Counts one game against the month's allowance, exactly even under concurrency: the licence row is locked
 * FOR UPDATE, so two requests of one user count one after the other. Call it inside the transaction that creates
 * the match; throws QuotaExceededError (and writes nothing) when the allowance is used up. With `serverPlan` pro
 * (SELF_HOSTED_PLAN) nothing is ever refused; the game is still counted, as the licence shows this month's use.
 */
export async function consumeGame(
  tx: Database,
  input: {
    userId: number
    kind: GameKind
    now: Date
    freePlanProGamesPerMonth: number
    serverPlan?: ServerPlan
    matchId?: number | null
  },
): Promise<{ usageId: number }> {
  const locked = await tx.select().from(licenses).where(eq(licenses.userId, input.userId)).for('update').limit(1)
  const license = locked[0]
  if (!license) throw new Error(`user ${input.userId} has no licence`)
  const plan = effectivePlan(license, input.now, input.serverPlan)
  const used = await countGamesThisMonth(tx, input.userId, input.now)
  const quotas = licenseQuotas({
    plan,
    proGamesUsed: used.pro,
    freeGamesUsed: used.free,
    freePlanProGamesPerMonth: input.freePlanProGamesPerMonth,
  })
  const quota = input.kind === 'pro' ? quotas.pro_games : quotas.free_games
  if (!quota.can_create) {
    throw new QuotaExceededError(
      { type: plan, games_remaining: quota.remaining ?? 0, days_until_reset: daysUntilReset(input.now) },
      input.kind,
    )
  }
  const rows = await tx
    .insert(licenseGameUsages)
    .values({ userId: input.userId, kind: input.kind, matchId: input.matchId ?? null, createdAt: input.now })
    .returning({ id: licenseGameUsages.id })
  return { usageId: rows[0]!.id }
}

/** Links a usage row to the match created with it (the match id is known only after the insert). */
export async function attachUsageToMatch(tx: Database, usageId: number, matchId: number): Promise<void> {
  await tx.update(licenseGameUsages).set({ matchId }).where(eq(licenseGameUsages.id, usageId))
}

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
