import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { licenseSchema, messages } from '@courtside/contracts'
import { billingEvents, licenses } from '../src/db/schema/index.ts'
import { runScheduledJobs } from '../src/plugins/scheduled-jobs.ts'
import { createTestApp, TEST_WEBHOOK_SECRET, type TestApp } from './support/test-app.ts'
import { bearer, logIn, signUp, tokenOf } from './support/accounts.ts'
import { deliver, invoice, stripeEvent, subscription } from './support/stripe-events.ts'

let t: TestApp
let clock = new Date('2026-03-10T12:00:00Z')
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000)

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(() => t?.close())

async function license(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return licenseSchema.parse(response.json())
}

async function coachWithCustomer() {
  const { token, user, account } = await signUp(t.app)
  const ids = { userId: user.id, customer: `cus_${user.id}`, subscription: `sub_${user.id}` }
  return { token, ids, account }
}

const licenseRow = async (userId: number) => (await t.db.select().from(licenses).where(eq(licenses.userId, userId)))[0]!

describe('POST /api/v2/stripe/webhook: the licence follows the subscription', () => {
  it('walks free → pending → pro active → past_due → active → cancelled → expired → free', async () => {
    clock = new Date('2026-03-10T12:00:00Z')
    const { token: firstToken, ids, account } = await coachWithCustomer()
    let token = firstToken
    const end = at('2026-04-10T12:00:00Z')
    const checkout = stripeEvent('checkout.session.completed', at('2026-03-10T12:00:00Z'), {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(ids.userId),
      customer: ids.customer,
      subscription: ids.subscription,
    })
    expect((await deliver(t.app, checkout)).statusCode).toBe(200)
    expect(await license(token)).toMatchObject({
      license_type: 'free',
      status: 'pending',
      is_pro: false,
      payment: { customer_id: ids.customer, subscription_id: ids.subscription, plan_type: 'pro_monthly' },
    })

    await deliver(t.app, stripeEvent('invoice.paid', at('2026-03-10T12:00:01Z'), invoice(ids, end)))
    expect(await license(token)).toMatchObject({
      license_type: 'pro',
      status: 'active',
      end_date: '2026-04-10',
      is_pro: true,
      is_active: true,
      pro_games: { unlimited: true, can_create: true, limit: null },
    })

    await deliver(t.app, stripeEvent('invoice.payment_failed', at('2026-03-11T00:00:00Z'), invoice(ids, end)))
    expect(await license(token)).toMatchObject({ license_type: 'pro', status: 'past_due', is_pro: false })

    await deliver(
      t.app,
      stripeEvent('customer.subscription.updated', at('2026-03-12T00:00:00Z'), subscription(ids, 'active', end)),
    )
    expect(await license(token)).toMatchObject({ status: 'active', is_pro: true })

    await deliver(
      t.app,
      stripeEvent('customer.subscription.updated', at('2026-03-13T00:00:00Z'), subscription(ids, 'active', end, true)),
    )
    // Cancelled, but pro until the end of the paid period.
    expect(await license(token)).toMatchObject({ status: 'cancelled', end_date: '2026-04-10', is_pro: true })

    clock = new Date('2026-04-11T01:00:00Z')
    // A month later the first session has expired (7 days): sign in again.
    token = tokenOf(await logIn(t.app, { email: account.email, password: account.password }))
    const first = await runScheduledJobs(t.app.ctx)
    expect(first.expired).toContain(ids.userId)
    expect(await license(token)).toMatchObject({
      status: 'expired',
      is_pro: false,
      pro_games: { limit: 3, unlimited: false },
    })

    await deliver(
      t.app,
      stripeEvent('customer.subscription.deleted', at('2026-04-11T02:00:00Z'), subscription(ids, 'canceled', end)),
    )
    expect(await license(token)).toMatchObject({
      license_type: 'free',
      status: 'active',
      end_date: null,
      is_pro: false,
      pro_games: { limit: 3 },
      payment: { customer_id: ids.customer, subscription_id: null },
    })
  })

  it('applies one event delivered three times at once exactly once', async () => {
    clock = new Date('2026-03-10T12:00:00Z')
    const { ids } = await coachWithCustomer()
    const event = stripeEvent(
      'customer.subscription.created',
      at('2026-03-10T12:00:00Z'),
      subscription(ids, 'active', at('2026-04-10T12:00:00Z')),
    )
    const before = (await licenseRow(ids.userId)).updatedAt
    const responses = await Promise.all([deliver(t.app, event), deliver(t.app, event), deliver(t.app, event)])
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const recorded = await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))
    expect(recorded).toHaveLength(1)
    expect(recorded[0]!.userId).toBe(ids.userId)
    const row = await licenseRow(ids.userId)
    expect(row).toMatchObject({ licenseType: 'pro', status: 'active', subscriptionId: ids.subscription })
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime())

    // A later delivery of the same id after the licence moved on changes nothing either.
    await deliver(
      t.app,
      stripeEvent('invoice.payment_failed', at('2026-03-11T00:00:00Z'), invoice(ids, at('2026-04-10T12:00:00Z'))),
    )
    await deliver(t.app, event)
    expect((await licenseRow(ids.userId)).status).toBe('past_due')
  })

  it('keeps the newest state when events arrive out of order', async () => {
    const { token, ids } = await coachWithCustomer()
    const end = at('2026-04-10T12:00:00Z')
    const paid = stripeEvent('invoice.paid', at('2026-03-10T12:00:00Z'), invoice(ids, end))
    const cancelled = stripeEvent(
      'customer.subscription.updated',
      at('2026-03-20T12:00:00Z'),
      subscription(ids, 'active', end, true),
    )
    const created = stripeEvent('customer.subscription.created', at('2026-03-10T11:59:59Z'), {
      ...subscription(ids, 'incomplete', end),
    })
    // Newest first, then the older ones late.
    await deliver(t.app, cancelled)
    await deliver(t.app, paid)
    await deliver(t.app, created)
    expect(await license(token)).toMatchObject({ license_type: 'pro', status: 'cancelled', end_date: '2026-04-10' })
  })

  it('within one second, the later step of the life cycle wins whatever the order', async () => {
    const { token, ids } = await coachWithCustomer()
    const second = at('2026-03-10T12:00:00Z')
    const end = at('2026-04-10T12:00:00Z')
    await deliver(t.app, stripeEvent('customer.subscription.deleted', second, subscription(ids, 'canceled', end)))
    await deliver(t.app, stripeEvent('customer.subscription.created', second, subscription(ids, 'active', end)))
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active' })
  })

  it("ignores an old subscription's failure once a new subscription runs", async () => {
    const { token, ids } = await coachWithCustomer()
    const end = at('2026-05-10T12:00:00Z')
    const next = { ...ids, subscription: `${ids.subscription}_new` }
    await deliver(
      t.app,
      stripeEvent('customer.subscription.created', at('2026-04-10T00:00:00Z'), subscription(next, 'active', end)),
    )
    await deliver(t.app, stripeEvent('invoice.payment_failed', at('2026-04-11T00:00:00Z'), invoice(ids, end)))
    await deliver(
      t.app,
      stripeEvent('customer.subscription.deleted', at('2026-04-12T00:00:00Z'), subscription(ids, 'canceled', end)),
    )
    expect(await license(token)).toMatchObject({
      license_type: 'pro',
      status: 'active',
      payment: { subscription_id: next.subscription },
    })
  })

  it('refuses a bad signature, a tampered body and a malformed event with 400, changing nothing', async () => {
    const { ids } = await coachWithCustomer()
    const event = stripeEvent(
      'customer.subscription.created',
      at('2026-03-10T12:00:00Z'),
      subscription(ids, 'active', at('2026-04-10T12:00:00Z')),
    )
    const count = async () => Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(billingEvents))[0]!.n)
    const before = { events: await count(), row: await licenseRow(ids.userId) }

    const wrongSecret = await deliver(t.app, event, 'whsec_someone_else')
    expect(wrongSecret.statusCode).toBe(400)
    expect(wrongSecret.json()).toEqual({ message: messages.webhookSignatureInvalid, code: 'webhookSignatureInvalid' })

    const payload = JSON.stringify(event)
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET })
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v2/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"active"', '"past_due"'),
    })
    expect(tampered.statusCode).toBe(400)

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v2/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(unsigned.statusCode).toBe(400)

    const malformed = await deliver(t.app, { ...event, data: { object: { ...event.data.object, status: 'gold' } } })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().code).toBe('webhookPayloadInvalid')

    expect(await count()).toBe(before.events)
    expect(await licenseRow(ids.userId)).toEqual(before.row)
  })

  it('answers 200 to events it does not act on, and to events of unknown customers', async () => {
    const other = await deliver(t.app, stripeEvent('charge.refunded', at('2026-03-10T12:00:00Z'), { id: 'ch_1' }))
    expect(other.statusCode).toBe(200)
    const stranger = await deliver(
      t.app,
      stripeEvent(
        'invoice.paid',
        at('2026-03-10T12:00:00Z'),
        invoice({ customer: 'cus_nobody', subscription: 'sub_x' }, 1),
      ),
    )
    expect(stranger.statusCode).toBe(200)
  })

  it('answers 503 without a webhook secret, so Stripe retries once it is configured', async () => {
    const bare = await createTestApp({ stripe: {} })
    try {
      const response = await deliver(bare.app, stripeEvent('charge.refunded', 1, { id: 'ch_1' }))
      expect(response.statusCode).toBe(503)
      expect(response.json().code).toBe('billingUnavailable')
    } finally {
      await bare.close()
    }
  })
})
