import { randomBytes } from 'node:crypto'
import { TEST_PORTAL_ACTIONS, type TestPortalAction } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { CheckoutSessionRow, LicenseRow } from '../../db/schema/index.ts'
import { findLiveUserById } from '../users/index.ts'
import { parseBillingEvent } from './billing-facts.ts'
import {
  findLicenseByCustomer,
  findLicenseBySubscription,
  findOpenTestCheckout,
  finishCheckoutSession,
} from './billing-repository.ts'
import { processBillingEvent } from './process-billing-event.ts'
import { mailBillingChange } from './billing-mail.ts'
import { testEvents, type TestSubscription } from './test-billing-events.ts'
import { TEST_LINK_TTL_SECONDS } from './test-billing-links.ts'

/** Every subscription the test checkout makes starts with this (its account deletion ends it locally). */
export const TEST_SUBSCRIPTION_PREFIX = 'sub_test_'

// The portal's actions are part of its endpoint's params (packages/contracts/src/endpoints/test-billing.ts).
export { TEST_PORTAL_ACTIONS, type TestPortalAction }

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

/** What a genuine checkout link names: the session and the coach who asked for it. */
export interface TestCheckoutLink {
  sessionId: string
  userId: number
}

/** 'open': the coach's current session; 'gone': no such open session of theirs (404); 'stale': past its hour (410). */
export type TestCheckoutState = 'open' | 'gone' | 'stale'

const isStale = (session: CheckoutSessionRow, now: Date) =>
  session.createdAt.getTime() + TEST_LINK_TTL_SECONDS * 1000 <= now.getTime()

/** A closed account's links open nothing. */
const holderIsLive = async (deps: BillingDeps, userId: number) =>
  (await findLiveUserById(deps.db, userId)) !== undefined

/**
 * Pays (the subscription starts now for a month), abandons or expires the open session a link names, once: the row
 * is locked, so a double click finishes it once. A session past its hour is expired whatever was asked, as Stripe
 * expires its own.
 */
export async function settleTestCheckout(
  deps: BillingDeps,
  link: TestCheckoutLink,
  action: 'pay' | 'cancel' | 'expire',
  now: Date,
): Promise<Exclude<TestCheckoutState, 'open'> | 'done'> {
  if (!(await holderIsLive(deps, link.userId))) return 'gone'
  const settled = await deps.db.transaction(async (tx) => {
    const open = await findOpenTestCheckout(tx, link.sessionId, { lock: true })
    if (!open || open.userId !== link.userId) return null
    const paid = action === 'pay' && !isStale(open, now)
    await finishCheckoutSession(tx, open.id, paid ? 'complete' : 'expired')
    return { session: open, paid }
  })
  if (!settled) return 'gone'
  const { session, paid } = settled
  if (paid) {
    const subscription: TestSubscription = {
      userId: session.userId,
      customerId: session.customerId,
      subscriptionId: `${TEST_SUBSCRIPTION_PREFIX}${randomBytes(12).toString('hex')}`,
      periodEnd: seconds(monthAfter(now)),
    }
    await emit(deps, testEvents.checkoutCompleted(subscription, session.id, seconds(now)), now)
    return 'done'
  }
  await emit(deps, testEvents.checkoutExpired(session.userId, session.customerId, session.id, seconds(now)), now)
  return action === 'cancel' && !isStale(session, now) ? 'done' : 'stale'
}

/** Whether the checkout page may be shown; a session found past its hour is expired on the way. */
export async function testCheckoutState(
  deps: BillingDeps,
  link: TestCheckoutLink,
  now: Date,
): Promise<TestCheckoutState> {
  const open = await findOpenTestCheckout(deps.db, link.sessionId)
  if (!open || open.userId !== link.userId || !(await holderIsLive(deps, link.userId))) return 'gone'
  if (!isStale(open, now)) return 'open'
  return (await settleTestCheckout(deps, link, 'expire', now)) === 'gone' ? 'gone' : 'stale'
}

/** What a genuine portal link names: the customer and the coach who asked for it. */
export interface TestPortalLink {
  customerId: string
  userId: number
}

/** The licence a portal link manages: the customer's, and only while it is still that live coach's. */
export async function licenseOfTestPortal(deps: BillingDeps, link: TestPortalLink): Promise<LicenseRow | undefined> {
  const license = await findLicenseByCustomer(deps.db, link.customerId)
  if (!license || license.userId !== link.userId || !(await holderIsLive(deps, link.userId))) return undefined
  return license
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
  link: TestPortalLink,
  action: TestPortalAction,
  now: Date,
): Promise<boolean> {
  const license = await licenseOfTestPortal(deps, link)
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
  const license = await findLicenseBySubscription(deps.db, subscriptionId)
  const subscription = license && currentSubscription(license)
  if (subscription) await emit(deps, testEvents.ended(subscription, seconds(now)), now)
}
