import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { checkoutSessionSchema, licenseSchema, messages } from '@courtside/contracts'
import { checkoutSessions } from '../src/db/schema/index.ts'
import { createTestApp, TEST_WEBHOOK_SECRET, type TestApp } from './support/test-app.ts'
import { bearer, signUp } from './support/accounts.ts'
import { deliver, stripeEvent } from './support/stripe-events.ts'
import { startStripeStandIn, type StripeStandIn } from './support/stripe-api.ts'

// How long a Stripe checkout keeps the licence pending, and how it stops (docs/decisions/0060-stripe-pending-state.md).

let stripe: StripeStandIn
let t: TestApp
let clock = new Date('2026-05-04T09:00:00Z')
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await createTestApp({
    now: () => clock,
    stripe: {
      secretKey: 'sk_test_local',
      priceId: 'price_pro_monthly',
      webhookSecret: TEST_WEBHOOK_SECRET,
      api: stripe.api,
    },
  })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

async function license(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers: bearer(token) })
  return licenseSchema.parse(response.json())
}

/** A coach whose Stripe checkout is open: the licence is pending. */
async function coachInCheckout() {
  const { token, user } = await signUp(t.app)
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user_license/create_checkout_session',
    headers: bearer(token),
  })
  expect(started.statusCode).toBe(200)
  const session = checkoutSessionSchema.parse(started.json())
  expect(await license(token)).toMatchObject({ license_type: 'free', status: 'pending' })
  return { token, user, sessionId: session.session_id }
}

const cancel = (token: string, sessionId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/user_license/cancel_checkout_session',
    headers: bearer(token),
    payload: { session_id: sessionId },
  })

/** The Stripe calls made about one session (retrieve, expire). */
const callsAbout = (sessionId: string) =>
  stripe.calls
    .filter((c) => c.path.startsWith(`/v1/checkout/sessions/${sessionId}`))
    .map((c) => `${c.method} ${c.path}`)

const rowStatus = async (sessionId: string) =>
  (await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0]?.status

const expiredEvent = (sessionId: string, userId: number) =>
  stripeEvent('checkout.session.expired', seconds(clock), {
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'expired',
    client_reference_id: String(userId),
    customer: 'cus_real_1',
  })

describe('a Stripe checkout left unpaid', () => {
  it("expires 30 minutes after it starts by the app's clock, and names its session in the cancel address", async () => {
    clock = new Date('2026-05-04T09:00:00Z')
    const { sessionId } = await coachInCheckout()
    const created = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.body
    const expiresAt = Number(created.get('expires_at'))
    // Stripe's shortest session, and a minute so a clock behind Stripe's is not refused.
    expect(expiresAt - seconds(clock)).toBeGreaterThanOrEqual(30 * 60)
    expect(expiresAt - seconds(clock)).toBeLessThanOrEqual(31 * 60)
    expect(created.get('cancel_url')).toBe('http://localhost:3000/subscription/cancel?session_id={CHECKOUT_SESSION_ID}')
    expect(created.get('success_url')).toBe(
      'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}',
    )
    expect(await rowStatus(sessionId)).toBe('open')
  })

  it("returns the licence from pending when Stripe's checkout.session.expired arrives", async () => {
    const { token, user, sessionId } = await coachInCheckout()
    clock = new Date(clock.getTime() + 31 * 60_000)
    expect((await deliver(t.app, expiredEvent(sessionId, user.id))).statusCode).toBe(200)
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active', is_pro: false })
    expect(await rowStatus(sessionId)).toBe('expired')
    // The cancel page opened afterwards has nothing left to end: Stripe is not asked.
    expect((await cancel(token, sessionId)).statusCode).toBe(204)
    expect(callsAbout(sessionId)).toEqual([])
  })
})

describe('POST /api/v2/user_license/cancel_checkout_session: the coach backed out', () => {
  it('expires the open session at Stripe, and the licence leaves pending at once', async () => {
    const { token, user, sessionId } = await coachInCheckout()
    expect((await cancel(token, sessionId)).statusCode).toBe(204)
    expect(callsAbout(sessionId)).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
      `POST /v1/checkout/sessions/${sessionId}/expire`,
    ])
    expect(stripe.sessions.get(sessionId)).toBe('expired')
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active' })
    expect(await rowStatus(sessionId)).toBe('expired')

    // Again (a reload of the cancel page): nothing more is asked. Stripe's own expiry event then changes nothing.
    expect((await cancel(token, sessionId)).statusCode).toBe(204)
    expect(callsAbout(sessionId)).toHaveLength(2)
    expect((await deliver(t.app, expiredEvent(sessionId, user.id))).statusCode).toBe(200)
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active' })
  })

  it("refuses another coach's session or an unknown one with 404 in the error shape, and ends nothing", async () => {
    const owner = await coachInCheckout()
    const stranger = await signUp(t.app)
    for (const sessionId of [owner.sessionId, 'cs_real_nobody']) {
      const refused = await cancel(stranger.token, sessionId)
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toEqual({ message: messages.checkoutSessionNotFound, code: 'checkoutSessionNotFound' })
    }
    expect(callsAbout(owner.sessionId)).toEqual([])
    expect(stripe.sessions.get(owner.sessionId)).toBe('open')
    expect(await license(owner.token)).toMatchObject({ status: 'pending' })

    expect((await cancel(stranger.token, '')).statusCode).toBe(422)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user_license/cancel_checkout_session',
      payload: { session_id: owner.sessionId },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('leaves a session paid meanwhile as it is: its invoice makes the coach pro', async () => {
    const { token, sessionId } = await coachInCheckout()
    stripe.sessions.set(sessionId, 'complete')
    expect((await cancel(token, sessionId)).statusCode).toBe(204)
    expect(callsAbout(sessionId)).toEqual([`GET /v1/checkout/sessions/${sessionId}`])
    expect(stripe.sessions.get(sessionId)).toBe('complete')
    expect(await license(token)).toMatchObject({ status: 'pending' })
  })

  it('ends locally a session Stripe already expired, found when asked before its event arrives', async () => {
    const { token, sessionId } = await coachInCheckout()
    stripe.sessions.set(sessionId, 'expired')
    expect((await cancel(token, sessionId)).statusCode).toBe(204)
    expect(callsAbout(sessionId)).toEqual([`GET /v1/checkout/sessions/${sessionId}`])
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active' })
  })

  // Last: Stripe stays down for the rest of the file.
  it('answers 503 while Stripe cannot be reached; the session then ends by its own expiry', async () => {
    const { token, sessionId } = await coachInCheckout()
    stripe.failAll()
    const refused = await cancel(token, sessionId)
    expect(refused.statusCode).toBe(503)
    expect(refused.json().code).toBe('billingUnavailable')
    expect(await license(token)).toMatchObject({ status: 'pending' })
    expect(await rowStatus(sessionId)).toBe('open')
  }, 30_000)
})
