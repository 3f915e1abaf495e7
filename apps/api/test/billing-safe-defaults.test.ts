import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { billingPortalSchema, checkoutSessionSchema, licenseSchema, messages } from '@courtside/contracts'
import { checkoutSessions } from '../src/db/schema/index.ts'
import { signTestLink } from '../src/modules/billing/test-billing-links.ts'
import { createTestApp, TEST_BILLING, type TestApp } from './support/test-app.ts'
import { bearer } from './support/accounts.ts'
import { coach, createMatch, matchBody } from './support/matches.ts'

// Billing when the server is not set up for payments, when it gives pro to everyone, and the test checkout's links
// (docs/decisions/0047-billing-safe-when-unconfigured.md).

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const pathOf = (url: string) => new URL(url).pathname

async function licenseOf(t: TestApp, token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return licenseSchema.strict().parse(response.json())
}

describe('production without Stripe keys and without BILLING_TEST_MODE', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: 'production' })
  })
  afterAll(() => t?.close())

  it('answers 503 "Payments are not set up on this server" to a checkout and the portal, and grants nothing', async () => {
    const { token, userId } = await coach(t.app)
    const before = await licenseOf(t, token)
    for (const [method, url] of [
      ['POST', '/api/v2/user_license/create_checkout_session'],
      ['GET', '/api/v2/user_license/billing_portal'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(token) })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        message: 'Payments are not set up on this server',
        code: 'paymentsNotConfigured',
      })
    }
    expect(messages.paymentsNotConfigured).toBe('Payments are not set up on this server')
    // No session, no pending licence, no customer: the licence is exactly as it was.
    expect(await licenseOf(t, token)).toEqual(before)
    expect(before).toMatchObject({ license_type: 'free', status: 'active', is_pro: false, payment: null })
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId))).toEqual([])
    // The test pages do not exist at all.
    expect((await t.app.inject({ method: 'GET', url: '/billing/test/checkout/cs_test_x' })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url: '/billing/test/checkout/cs_test_x/pay', headers: form, payload: '' }))
        .statusCode,
    ).toBe(404)
  })
})

describe('SELF_HOSTED_PLAN=pro', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ billing: { testMode: false, selfHostedPlan: 'pro' } })
  })
  afterAll(() => t?.close())

  it('makes every account pro without payment, says so in the licence, and applies no quota', async () => {
    const { token, organizationId, headers } = await coach(t.app)
    expect(await licenseOf(t, token)).toMatchObject({
      license_type: 'pro',
      status: 'active',
      end_date: null,
      is_pro: true,
      is_active: true,
      source: 'self_hosted',
      payment: null,
      pro_games: { limit: null, remaining: null, can_create: true, unlimited: true },
    })
    // The free plan allows 3 pro games a month here; the server's plan has no limit.
    for (let i = 0; i < 5; i++) await createMatch(t.app, headers, matchBody(organizationId, { license: 'pro' }))
    expect((await licenseOf(t, token)).pro_games).toMatchObject({ used_this_month: 5, can_create: true })
  })

  it('answers 409 to a checkout or the portal: there is nothing to pay', async () => {
    const { token } = await coach(t.app)
    for (const [method, url] of [
      ['POST', '/api/v2/user_license/create_checkout_session'],
      ['GET', '/api/v2/user_license/billing_portal'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(token) })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: messages.planProvidedByServer, code: 'planProvidedByServer' })
    }
  })
})

describe('test checkout and portal links (BILLING_TEST_MODE=true)', () => {
  let t: TestApp
  let clock = new Date('2026-03-10T12:00:00Z')
  beforeAll(async () => {
    t = await createTestApp({ billing: TEST_BILLING, now: () => clock })
  })
  afterAll(() => t?.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const submit = (url: string) => t.app.inject({ method: 'POST', url, headers: form, payload: '' })
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
  async function checkout(token: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user_license/create_checkout_session',
      headers: bearer(token),
    })
    return checkoutSessionSchema.parse(response.json())
  }
  async function portal(token: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user_license/billing_portal',
      headers: bearer(token),
    })
    return pathOf(billingPortalSchema.parse(response.json()).portal_url)
  }
  async function proCoach() {
    const owner = await coach(t.app)
    const session = await checkout(owner.token)
    expect((await submit(`${pathOf(session.checkout_url)}/pay`)).statusCode).toBe(303)
    return owner
  }

  it('a bare checkout session id opens nothing', async () => {
    const { token } = await coach(t.app)
    const session = await checkout(token)
    expect((await get(`/billing/test/checkout/${session.session_id}`)).statusCode).toBe(404)
    expect((await submit(`/billing/test/checkout/${session.session_id}/pay`)).statusCode).toBe(404)
    expect(await licenseOf(t, token)).toMatchObject({ license_type: 'free', is_pro: false })
  })

  it("refuses a link claiming another coach's session, and a checkout link used as a portal link", async () => {
    const owner = await coach(t.app)
    const other = await coach(t.app)
    const session = await checkout(owner.token)
    const forged = signTestLink(t.config.jwtSecret, {
      purpose: 'checkout',
      userId: other.userId,
      subject: session.session_id,
      expiresAt: seconds(clock) + 600,
    })
    expect((await get(`/billing/test/checkout/${forged}`)).statusCode).toBe(404)
    expect((await submit(`/billing/test/checkout/${forged}/pay`)).statusCode).toBe(404)
    const own = pathOf(session.checkout_url).split('/').at(-1)!
    expect((await get(`/billing/test/portal/${own}`)).statusCode).toBe(404)
    expect((await licenseOf(t, owner.token)).is_pro).toBe(false)
    expect((await licenseOf(t, other.token)).is_pro).toBe(false)
    // The genuine link still works.
    expect((await get(pathOf(session.checkout_url))).statusCode).toBe(200)
  })

  it('a checkout link expires after an hour (410), and the session with it', async () => {
    const start = clock
    try {
      const { token } = await coach(t.app)
      const session = await checkout(token)
      expect(await licenseOf(t, token)).toMatchObject({ status: 'pending' })
      clock = new Date(start.getTime() + 61 * 60_000)
      const page = await get(pathOf(session.checkout_url))
      expect(page.statusCode).toBe(410)
      expect(page.body).toContain('This link has expired')
      expect((await submit(`${pathOf(session.checkout_url)}/pay`)).statusCode).toBe(410)
      expect(await licenseOf(t, token)).toMatchObject({ license_type: 'free', status: 'active', is_pro: false })
    } finally {
      clock = start
    }
  })

  it('a session older than an hour cannot be paid even through a link that claims more time', async () => {
    const start = clock
    try {
      const { token, userId } = await coach(t.app)
      const session = await checkout(token)
      clock = new Date(start.getTime() + 61 * 60_000)
      const extended = signTestLink(t.config.jwtSecret, {
        purpose: 'checkout',
        userId,
        subject: session.session_id,
        expiresAt: seconds(clock) + 3600,
      })
      expect((await submit(`/billing/test/checkout/${extended}/pay`)).statusCode).toBe(410)
      expect((await licenseOf(t, token)).is_pro).toBe(false)
    } finally {
      clock = start
    }
  })

  it("refuses a portal token MACed with the JWT secret itself, another coach's, or an expired one", async () => {
    const owner = await proCoach()
    const customerId = (await licenseOf(t, owner.token)).payment!.customer_id!
    // The former link: customer id and an HMAC under the JWT secret.
    const legacyMac = createHmac('sha256', t.config.jwtSecret).update(`test-portal:${customerId}`).digest('base64url')
    expect((await get(`/billing/test/portal/${customerId}.${legacyMac}`)).statusCode).toBe(404)
    expect((await submit(`/billing/test/portal/${customerId}.${legacyMac}/end`)).statusCode).toBe(404)

    const other = await coach(t.app)
    const theirs = signTestLink(t.config.jwtSecret, {
      purpose: 'portal',
      userId: other.userId,
      subject: customerId,
      expiresAt: seconds(clock) + 600,
    })
    expect((await get(`/billing/test/portal/${theirs}`)).statusCode).toBe(404)
    expect((await submit(`/billing/test/portal/${theirs}/end`)).statusCode).toBe(404)

    const link = await portal(owner.token)
    expect((await get(link)).statusCode).toBe(200)
    const start = clock
    try {
      clock = new Date(start.getTime() + 61 * 60_000)
      expect((await get(link)).statusCode).toBe(410)
      expect((await submit(`${link}/end`)).statusCode).toBe(410)
    } finally {
      clock = start
    }
    expect(await licenseOf(t, owner.token)).toMatchObject({ license_type: 'pro', status: 'active', is_pro: true })
  })
})
