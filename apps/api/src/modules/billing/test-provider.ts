import { randomBytes } from 'node:crypto'
import { PaymentProviderError, type PaymentProvider } from '../../lib/payment-provider.ts'
import { signTestLink, testLinkExpiry } from './test-billing-links.ts'

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/**
 * The built-in test payments, only with BILLING_TEST_MODE=true (docs/decisions/0047-billing-safe-when-unconfigured.md):
 * ids and the app's own test pages; what those pages do reaches the licence as Stripe-shaped events through
 * processBillingEvent (test-checkout-service.ts). Each link is signed for the coach who asked for it and expires
 * within an hour (test-billing-links.ts): a bare session or customer id opens nothing.
 */
export function createTestProvider(options: {
  /** Read at each call: the app's address is known only once it listens (tests pick a free port). */
  appUrl: () => string
  /** The JWT secret; the links' keys are derived from it per purpose, never used as it is. */
  secret: string
  now: () => Date
  endSubscription: (subscriptionId: string) => Promise<void>
}): PaymentProvider {
  const link = (purpose: 'checkout' | 'portal', userId: number, subject: string) =>
    `${options.appUrl()}/billing/test/${purpose}/${signTestLink(options.secret, {
      purpose,
      userId,
      subject,
      expiresAt: testLinkExpiry(options.now()),
    })}`
  return {
    kind: 'test',
    createCustomer: async () => randomId('cus_test'),
    createCheckout: async ({ userId }) => {
      const id = randomId('cs_test')
      return { id, url: link('checkout', userId, id) }
    },
    // Its own sessions end in test-checkout-service.ts, without a provider; a Stripe session needs Stripe's keys.
    expireCheckout: async () => {
      throw new PaymentProviderError(new Error('a Stripe checkout cannot be ended without Stripe keys'))
    },
    createPortal: async ({ userId, customerId }) => ({ url: link('portal', userId, customerId) }),
    cancelSubscription: (subscriptionId) => options.endSubscription(subscriptionId),
  }
}
