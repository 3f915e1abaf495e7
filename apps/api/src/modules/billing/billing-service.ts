import { subscriptionRuns, type BillingPortal, type CheckoutSession } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { UserRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findLicenseByUser } from '../licenses/index.ts'
import { findCheckoutSession, insertCheckoutSession, markLicensePending } from './billing-repository.ts'
import type { BillingEvent } from './billing-facts.ts'
import { mailBillingChange } from './billing-mail.ts'
import { processBillingEvent } from './process-billing-event.ts'
import { settleTestCheckout } from './test-checkout-service.ts'
import { PaymentProviderError, type PaymentProvider } from '../../lib/payment-provider.ts'

/**
 * The result pages' URLs with Stripe's placeholder, which Stripe (and the test checkout) replaces by the session id
 * in both: the cancel page ends that session at once (docs/decisions/0060-stripe-pending-state.md).
 */
export const CHECKOUT_SUCCESS_PATH = '/subscription/success?session_id={CHECKOUT_SESSION_ID}'
export const CHECKOUT_CANCEL_PATH = '/subscription/cancel?session_id={CHECKOUT_SESSION_ID}'

/**
 * How long an unpaid checkout keeps the licence pending: Stripe's shortest session (30 minutes, not its default
 * 24 hours), plus a minute so a clock a little behind Stripe's is not refused as too short.
 */
export const CHECKOUT_LIFETIME_MS = 31 * 60_000

/**
 * Whether anything can be bought here: not on a server that gives every account pro (409: the request conflicts
 * with the plan the server already provides, like 'alreadyPro'), not without Stripe keys or BILLING_TEST_MODE (503:
 * the server cannot do it as configured). Nothing is written either way, so nothing can grant pro.
 */
function assertPaymentsOffered(ctx: AppContext, payments: PaymentProvider): asserts payments is ConfiguredProvider {
  if (ctx.config.billing.selfHostedPlan) throw new HttpError(409, 'planProvidedByServer')
  if (payments.kind === 'none') throw new HttpError(503, 'paymentsNotConfigured')
}

type ConfiguredProvider = PaymentProvider & { kind: 'stripe' | 'test' }

async function provided<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(503, 'billingUnavailable')
    throw error
  }
}

/**
 * Starts a subscription checkout: the coach's customer is reused or made once, the session recorded and
 * a free licence marked pending. A coach who already has a subscription is sent to the portal (409).
 */
export async function createCheckoutSession(
  ctx: AppContext,
  payments: PaymentProvider,
  user: UserRow,
): Promise<CheckoutSession> {
  assertPaymentsOffered(ctx, payments)
  const license = await findLicenseByUser(ctx.db, user.id)
  if (!license) throw new HttpError(404, 'notFound')
  if (subscriptionRuns(license.licenseType, license.subscriptionId, license.status)) {
    throw new HttpError(409, 'alreadyPro')
  }
  const customerId =
    license.customerId ??
    (await provided(() =>
      payments.createCustomer({ id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }),
    ))
  const now = ctx.config.now()
  const session = await provided(() =>
    payments.createCheckout({
      customerId,
      userId: user.id,
      successUrl: `${ctx.config.appUrl}${CHECKOUT_SUCCESS_PATH}`,
      cancelUrl: `${ctx.config.appUrl}${CHECKOUT_CANCEL_PATH}`,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    }),
  )
  await ctx.db.transaction(async (tx) => {
    await insertCheckoutSession(tx, { id: session.id, userId: user.id, customerId, provider: payments.kind, now })
    await markLicensePending(tx, user.id, customerId, now)
  })
  return { checkout_url: session.url, session_id: session.id }
}

/** The provider's billing portal for the coach's customer; 409 before any checkout made one. */
export async function createBillingPortal(
  ctx: AppContext,
  payments: PaymentProvider,
  user: UserRow,
): Promise<BillingPortal> {
  assertPaymentsOffered(ctx, payments)
  const license = await findLicenseByUser(ctx.db, user.id)
  const customerId = license?.customerId
  if (!customerId) throw new HttpError(409, 'noBillingAccount')
  const portal = await provided(() =>
    payments.createPortal({ customerId, userId: user.id, returnUrl: `${ctx.config.appUrl}/profile` }),
  )
  return { portal_url: portal.url }
}

/**
 * The coach backed out of a checkout (the cancel page): the session ends now rather than when it expires, and the
 * licence leaves 'pending' at once. Only the coach's own session (404 otherwise, whether or not it exists); one that
 * already ended, or was paid meanwhile, is left as it is.
 */
export async function cancelCheckoutSession(
  ctx: AppContext,
  payments: PaymentProvider,
  user: UserRow,
  sessionId: string,
): Promise<void> {
  const session = await findCheckoutSession(ctx.db, sessionId)
  if (!session || session.userId !== user.id) throw new HttpError(404, 'checkoutSessionNotFound')
  if (session.status !== 'open') return
  const now = ctx.config.now()
  if (session.provider === 'test') {
    await settleTestCheckout(ctx, { sessionId, userId: user.id }, 'cancel', now)
    return
  }
  if ((await provided(() => payments.expireCheckout(sessionId))) === 'complete') return
  // Stripe's own checkout.session.expired follows and then changes nothing; this one takes effect now, through the
  // one path of payment events. Its id is the session's, so two cancels at once apply it once.
  const expired: BillingEvent = {
    id: `local_expired_${sessionId}`,
    type: 'checkout.session.expired',
    created: Math.floor(now.getTime() / 1000),
    facts: { kind: 'checkout_expired', userId: user.id, customerId: session.customerId, sessionId },
  }
  await mailBillingChange(ctx, await processBillingEvent(ctx.db, expired, now))
}
