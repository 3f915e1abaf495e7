import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  billingEvents,
  checkoutSessions,
  licenses,
  type CheckoutSessionRow,
  type LicenseRow,
} from '../../db/schema/index.ts'
import type { BillingLicense } from './license-transition.ts'

/**
 * Records an event id; false when it was already recorded. Inside the transaction of the event's effect, a second
 * delivery waits on the first's row (the primary key) and then finds it: one effect, however many deliveries.
 */
export async function recordBillingEvent(
  tx: Database,
  event: { id: string; type: string; created: number; userId: number | null; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({
      id: event.id,
      type: event.type,
      userId: event.userId,
      eventCreated: event.created,
      processedAt: event.now,
    })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id })
  return rows.length === 1
}

export async function lockLicenseOfUser(tx: Database, userId: number): Promise<LicenseRow | undefined> {
  const rows = await tx.select().from(licenses).where(eq(licenses.userId, userId)).for('update').limit(1)
  return rows[0]
}

/** The coach a provider customer belongs to (events that carry no user id of ours). */
export async function findUserIdByCustomer(db: Database, customerId: string): Promise<number | undefined> {
  const rows = await db
    .select({ userId: licenses.userId })
    .from(licenses)
    .where(eq(licenses.customerId, customerId))
    .limit(1)
  return rows[0]?.userId
}

export async function saveLicenseBilling(tx: Database, licenseId: number, next: BillingLicense, now: Date) {
  await tx
    .update(licenses)
    .set({
      licenseType: next.licenseType,
      status: next.status,
      startDate: next.startDate,
      endDate: next.endDate,
      subscriptionId: next.subscriptionId,
      customerId: next.customerId,
      planType: next.planType,
      billingStateAt: next.billingStateAt,
      billingStateRank: next.billingStateRank,
      updatedAt: now,
    })
    .where(eq(licenses.id, licenseId))
}

export async function insertCheckoutSession(
  db: Database,
  row: { id: string; userId: number; customerId: string; provider: 'stripe' | 'test'; now: Date },
): Promise<void> {
  await db.insert(checkoutSessions).values({
    id: row.id,
    userId: row.userId,
    customerId: row.customerId,
    provider: row.provider,
    createdAt: row.now,
  })
}

/**
 * An open test checkout session; with `lock`, locked for the transaction, so paying and cancelling it twice at
 * once finish it once.
 */
export async function findOpenTestCheckout(
  db: Database,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CheckoutSessionRow | undefined> {
  const query = db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, 'test'), eq(checkoutSessions.status, 'open')))
    .limit(1)
  const rows = lock ? await query.for('update') : await query
  return rows[0]
}

/** Any checkout session the app started, whoever's and however it ended. */
export async function findCheckoutSession(db: Database, id: string): Promise<CheckoutSessionRow | undefined> {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1)
  return rows[0]
}

/** Records how an open session ended; a session already ended keeps its first ending. */
export async function finishCheckoutSession(tx: Database, id: string, status: 'complete' | 'expired') {
  await tx
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
}

/** Marks a free licence pending while its checkout is open; a pro licence is left as it is. */
export async function markLicensePending(tx: Database, userId: number, customerId: string, now: Date) {
  await tx
    .update(licenses)
    .set({
      // Two checkouts started at once keep the first customer (Stripe's idempotency key makes them one anyway).
      customerId: sql`coalesce(${licenses.customerId}, ${customerId})`,
      status: sql`case when ${licenses.licenseType} = 'free' then 'pending' else ${licenses.status} end`,
      updatedAt: now,
    })
    .where(eq(licenses.userId, userId))
}

export async function findLicenseByCustomer(db: Database, customerId: string): Promise<LicenseRow | undefined> {
  const rows = await db.select().from(licenses).where(eq(licenses.customerId, customerId)).limit(1)
  return rows[0]
}

export async function findLicenseBySubscription(db: Database, subscriptionId: string): Promise<LicenseRow | undefined> {
  const rows = await db.select().from(licenses).where(eq(licenses.subscriptionId, subscriptionId)).limit(1)
  return rows[0]
}
