import { randomUUID } from 'node:crypto'

/**
 * Stripe-shaped events the built-in test checkout and portal emit, so offline payments take exactly the webhook's
 * path (parse, record once, apply): the parts of Stripe's current API that parseBillingEvent reads.
 */
export interface TestSubscription {
  userId: number
  customerId: string
  subscriptionId: string
  /** Seconds since the epoch. */
  periodEnd: number
}

const event = (type: string, created: number, object: Record<string, unknown>) => ({
  id: `evt_test_${randomUUID().replaceAll('-', '')}`,
  object: 'event',
  type,
  created,
  livemode: false,
  data: { object },
})

const subscriptionObject = (s: TestSubscription, status: string, cancelAtPeriodEnd = false) => ({
  id: s.subscriptionId,
  object: 'subscription',
  customer: s.customerId,
  status,
  cancel_at_period_end: cancelAtPeriodEnd,
  items: { data: [{ current_period_end: s.periodEnd }] },
  metadata: { user_id: String(s.userId) },
})

const invoiceObject = (s: TestSubscription) => ({
  object: 'invoice',
  customer: s.customerId,
  parent: { subscription_details: { subscription: s.subscriptionId, metadata: { user_id: String(s.userId) } } },
  lines: { data: [{ period: { end: s.periodEnd } }] },
})

export const testEvents = {
  checkoutCompleted: (s: TestSubscription, sessionId: string, created: number) => [
    event('checkout.session.completed', created, {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(s.userId),
      customer: s.customerId,
      subscription: s.subscriptionId,
      metadata: { user_id: String(s.userId) },
    }),
    event('customer.subscription.created', created, subscriptionObject(s, 'active')),
    event('invoice.paid', created, invoiceObject(s)),
  ],
  checkoutExpired: (userId: number, customerId: string, sessionId: string, created: number) => [
    event('checkout.session.expired', created, {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(userId),
      customer: customerId,
    }),
  ],
  renewed: (s: TestSubscription, created: number) => [
    event('invoice.paid', created, invoiceObject(s)),
    event('customer.subscription.updated', created, subscriptionObject(s, 'active')),
  ],
  paymentFailed: (s: TestSubscription, created: number) => [
    event('invoice.payment_failed', created, invoiceObject(s)),
    event('customer.subscription.updated', created, subscriptionObject(s, 'past_due')),
  ],
  cancelAtPeriodEnd: (s: TestSubscription, created: number) => [
    event('customer.subscription.updated', created, subscriptionObject(s, 'active', true)),
  ],
  ended: (s: TestSubscription, created: number) => [
    event('customer.subscription.deleted', created, subscriptionObject(s, 'canceled')),
  ],
}
