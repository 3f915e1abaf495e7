import Stripe from 'stripe'
import type { FastifyInstance } from 'fastify'
import { TEST_WEBHOOK_SECRET } from './test-app.ts'

let counter = 0

/** A Stripe-shaped event of the current API (the parts the app reads), for `userId`'s customer and subscription. */
export function stripeEvent(type: string, created: number, object: Record<string, unknown>) {
  counter += 1
  return { id: `evt_${counter}_${Date.now()}`, object: 'event', type, created, livemode: false, data: { object } }
}

export const subscription = (
  ids: { userId: number; customer: string; subscription: string },
  status: string,
  periodEnd: number,
  cancelAtPeriodEnd = false,
) => ({
  id: ids.subscription,
  object: 'subscription',
  customer: ids.customer,
  status,
  cancel_at_period_end: cancelAtPeriodEnd,
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
  metadata: { user_id: String(ids.userId) },
})

export const invoice = (ids: { customer: string; subscription: string }, periodEnd: number) => ({
  id: `in_${counter}`,
  object: 'invoice',
  customer: ids.customer,
  parent: { type: 'subscription_details', subscription_details: { subscription: ids.subscription, metadata: {} } },
  lines: { object: 'list', data: [{ id: 'il_1', period: { start: periodEnd - 2_592_000, end: periodEnd } }] },
})

/** Posts an event to the webhook signed with the Stripe SDK's own test-header helper. */
export function deliver(app: FastifyInstance, event: object, secret = TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event)
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })
  return app.inject({
    method: 'POST',
    url: '/api/v2/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })
}
