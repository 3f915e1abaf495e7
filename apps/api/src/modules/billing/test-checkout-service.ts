import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../app-context.ts'
import type { Database } from '../../db/database.ts'
import { licenses, type LicenseRow } from '../../db/schema/index.ts'
import { parseBillingEvent } from './billing-facts.ts'
import { findOpenTestCheckout, finishCheckoutSession } from './billing-repository.ts'
import { processBillingEvent } from './process-billing-event.ts'
import { mailBillingChange } from './billing-mail.ts'
import { testEvents, type TestSubscription } from './test-billing-events.ts'

export type TestPortalAction = 'renew' | 'fail' | 'cancel' | 'end'
export const TEST_PORTAL_ACTIONS: readonly TestPortalAction[] = ['renew', 'fail', 'cancel', 'end']

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** One calendar month after `from` (UTC), as Stripe's monthly billing period runs. */
function monthAfter(from: Date): Date {
  const next = new Date(from)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next
}

/** What the events' path needs: the database, and the mailer to tell the coach (billing-mail.ts). */
export type BillingDeps = Pick<AppContext, 'db' | 'mailer' | 'log'>

async function emit(deps: BillingDeps, events: unknown[], now: Date): Promise<void> {
  for (const raw of events)
    await mailBillingChange(deps, await processBillingEvent(deps.db, parseBillingEvent(raw), now))
}

/** Pays an open test checkout: the subscription starts now for a month. False when no such open session exists. */
export async function payTestCheckout(deps: BillingDeps, sessionId: string, now: Date): Promise<boolean> {
  const session = await deps.db.transaction(async (tx) => {
    const open = await findOpenTestCheckout(tx, sessionId, { lock: true })
    if (open) await finishCheckoutSession(tx, sessionId, 'complete')
    return open
  })
  if (!session) return false
  const subscription: TestSubscription = {
    userId: session.userId,
    customerId: session.customerId,
    subscriptionId: `sub_test_${randomBytes(12).toString('hex')}`,
    periodEnd: seconds(monthAfter(now)),
  }
  await emit(deps, testEvents.checkoutCompleted(subscription, sessionId, seconds(now)), now)
  return true
}

/** Abandons an open test checkout: the pending licence returns to free. */
export async function cancelTestCheckout(deps: BillingDeps, sessionId: string, now: Date): Promise<boolean> {
  const session = await deps.db.transaction(async (tx) => {
    const open = await findOpenTestCheckout(tx, sessionId, { lock: true })
    if (open) await finishCheckoutSession(tx, sessionId, 'expired')
    return open
  })
  if (!session) return false
  await emit(deps, testEvents.checkoutExpired(session.userId, session.customerId, sessionId, seconds(now)), now)
  return true
}

export async function findLicenseByCustomer(db: Database, customerId: string): Promise<LicenseRow | undefined> {
  const rows = await db.select().from(licenses).where(eq(licenses.customerId, customerId)).limit(1)
  return rows[0]
}

function currentSubscription(license: LicenseRow): TestSubscription | null {
  if (!license.subscriptionId || !license.customerId) return null
  const end = license.endDate ? Date.parse(`${license.endDate}T23:59:59Z`) : Date.now()
  return {
    userId: license.userId,
    customerId: license.customerId,
    subscriptionId: license.subscriptionId,
    periodEnd: Math.floor(end / 1000),
  }
}

/** What the test portal's buttons do to the customer's subscription; false when there is none to act on. */
export async function runTestPortalAction(
  deps: BillingDeps,
  customerId: string,
  action: TestPortalAction,
  now: Date,
): Promise<boolean> {
  const license = await findLicenseByCustomer(deps.db, customerId)
  const subscription = license && currentSubscription(license)
  if (!subscription) return false
  // The simulator's clock ticks at least a second per action, so two clicks within one second keep their order.
  const at = Math.max(seconds(now), (license.billingStateAt ?? 0) + 1)
  switch (action) {
    case 'renew': {
      // The next period starts where the paid one ends, or now when it has already lapsed.
      const from = new Date(Math.max(subscription.periodEnd * 1000, now.getTime()))
      await emit(deps, testEvents.renewed({ ...subscription, periodEnd: seconds(monthAfter(from)) }, at), now)
      return true
    }
    case 'fail':
      await emit(deps, testEvents.paymentFailed(subscription, at), now)
      return true
    case 'cancel':
      await emit(deps, testEvents.cancelAtPeriodEnd(subscription, at), now)
      return true
    case 'end':
      await emit(deps, testEvents.ended(subscription, at), now)
      return true
  }
}

/** Account deletion ends the test subscription at once, as Stripe's cancel does. */
export async function endTestSubscription(deps: BillingDeps, subscriptionId: string, now: Date): Promise<void> {
  const rows = await deps.db.select().from(licenses).where(eq(licenses.subscriptionId, subscriptionId)).limit(1)
  const subscription = rows[0] && currentSubscription(rows[0])
  if (subscription) await emit(deps, testEvents.ended(subscription, seconds(now)), now)
}
