import Stripe from 'stripe'
import type { PaymentProvider } from '../../lib/payment-provider.ts'
import { PaymentProviderError } from '../../lib/payment-provider.ts'

export interface StripeSettings {
  secretKey: string
  priceId: string
  /** Tests point the SDK at a local server; production leaves these unset (api.stripe.com over HTTPS). */
  api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw new PaymentProviderError(error)
  }
}

/** How a checkout session ended, or null while it is open. */
const endedAs = (status: Stripe.Checkout.Session.Status | null): 'complete' | 'expired' | null =>
  status === 'complete' || status === 'expired' ? status : null

/**
 * The real Stripe SDK: subscription checkout for STRIPE_PRICE_ID (and ending one the coach backed out of), the
 * customer portal, cancellation.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(settings.api ?? {}),
  })
  return {
    kind: 'stripe',
    createCustomer: (user) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email: user.email, name: user.name || undefined, metadata: { user_id: String(user.id) } },
          // Two clicks of "upgrade" make one customer.
          { idempotencyKey: `customer-of-user-${user.id}` },
        )
        return customer.id
      }),
    createCheckout: (input) =>
      call(async () => {
        const metadata = { user_id: String(input.userId) }
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: settings.priceId, quantity: 1 }],
          client_reference_id: String(input.userId),
          metadata,
          subscription_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        })
        if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
        return { id: session.id, url: session.url }
      }),
    expireCheckout: (sessionId) =>
      call(async () => {
        // Asked first: a session paid meanwhile must stay paid, and Stripe refuses to expire one that is not open.
        const ended = async () => endedAs((await stripe.checkout.sessions.retrieve(sessionId)).status)
        const before = await ended()
        if (before) return before
        try {
          await stripe.checkout.sessions.expire(sessionId)
          return 'expired'
        } catch (error) {
          // Paid or expired between the two calls: what it became is the answer.
          const after = await ended()
          if (after) return after
          throw error
        }
      }),
    createPortal: (input) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        })
        return { url: session.url }
      }),
    cancelSubscription: (subscriptionId) =>
      call(async () => {
        await stripe.subscriptions.cancel(subscriptionId)
      }),
  }
}

/**
 * Verifies a webhook's Stripe-Signature over the raw body and returns the event; throws when it does not match.
 * Static: verification needs the endpoint secret only, never the API.
 */
export function verifyStripeWebhook(rawBody: Buffer, signature: string, secret: string): unknown {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret)
}
