import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { PaymentProvider } from './payment-provider.ts'

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/**
 * The portal link names the customer and carries a MAC of it: nobody reaches another coach's test portal by
 * changing the id in the address.
 */
export function testPortalToken(secret: string, customerId: string): string {
  const mac = createHmac('sha256', secret).update(`test-portal:${customerId}`).digest('base64url')
  return `${customerId}.${mac}`
}

export function customerOfTestPortalToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const customerId = token.slice(0, dot)
  const expected = Buffer.from(testPortalToken(secret, customerId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given) ? customerId : null
}

/**
 * Payments without Stripe keys (DESIGN §2): ids and the app's own test pages; what those pages do reaches the licence
 * as Stripe-shaped events through processBillingEvent (test-checkout-service.ts).
 */
export function createTestProvider(options: {
  /** Read at each call: the app's address is known only once it listens (tests pick a free port). */
  appUrl: () => string
  secret: string
  endSubscription: (subscriptionId: string) => Promise<void>
}): PaymentProvider {
  return {
    kind: 'test',
    createCustomer: async () => randomId('cus_test'),
    createCheckout: async () => {
      const id = randomId('cs_test')
      return { id, url: `${options.appUrl()}/billing/test/checkout/${id}` }
    },
    createPortal: async ({ customerId }) => ({
      url: `${options.appUrl()}/billing/test/portal/${testPortalToken(options.secret, customerId)}`,
    }),
    cancelSubscription: (subscriptionId) => options.endSubscription(subscriptionId),
  }
}
