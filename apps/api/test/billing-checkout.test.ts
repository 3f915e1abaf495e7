import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessionSchema, billingPortalSchema, licenseSchema, messages } from '@courtside/contracts'
import { createTestApp, TEST_BILLING, type TestApp } from './support/test-app.ts'
import { bearer, signUp } from './support/accounts.ts'
import { createMatch, matchBody } from './support/matches.ts'
import { startStripeStandIn, type StripeCall, type StripeStandIn } from './support/stripe-api.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ billing: TEST_BILLING })
})
afterAll(() => t?.close())

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
const post = (url: string, token?: string) => t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} })
/** What a browser sends when the test page's form is submitted. */
const submit = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fi-FI,fi;q=0.9' },
    payload: '',
  })

async function license(token: string) {
  return licenseSchema.parse((await get('/api/v2/user_license/current', token)).json())
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search

describe('the built-in test checkout (BILLING_TEST_MODE=true)', () => {
  it('upgrades a free coach at the limit: checkout, pay, unlimited at once; then portal cancel, renew, fail, end', async () => {
    const { token, user } = await signUp(t.app)
    const orgs = await get('/api/v2/organizations', token)
    const organizationId = orgs.json().organizations[0].id
    for (let i = 0; i < 3; i++) await createMatch(t.app, bearer(token), matchBody(organizationId, { license: 'pro' }))
    expect((await license(token)).pro_games).toMatchObject({ remaining: 0, can_create: false })

    const started = await post('/api/v2/user_license/create_checkout_session', token)
    expect(started.statusCode).toBe(200)
    const session = checkoutSessionSchema.strict().parse(started.json())
    // A signed link, not the bare session id (test-billing-links.ts).
    expect(session.checkout_url).toMatch(
      /^http:\/\/localhost:3000\/billing\/test\/checkout\/\d+\.cs_test_\w+\.\d+\.[\w-]{22}$/,
    )
    expect(session.session_id).toMatch(/^cs_test_/)
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'pending' })

    const page = await get(pathOf(session.checkout_url))
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Test payment')

    const paid = await submit(`${pathOf(session.checkout_url)}/pay`)
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/subscription/success?session_id=${session.session_id}`)
    const pro = await license(token)
    expect(pro).toMatchObject({ license_type: 'pro', status: 'active', is_pro: true })
    expect(pro.pro_games).toMatchObject({ unlimited: true, can_create: true })
    expect(pro.payment?.subscription_id).toMatch(/^sub_test_/)
    await createMatch(t.app, bearer(token), matchBody(organizationId, { license: 'pro' }))

    // Paying twice (a double click, the back button) does nothing more.
    expect((await submit(`${pathOf(session.checkout_url)}/pay`)).statusCode).toBe(404)

    // Already pro: the checkout points to the portal.
    const again = await post('/api/v2/user_license/create_checkout_session', token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: messages.alreadyPro, code: 'alreadyPro' })

    const portalResponse = await get('/api/v2/user_license/billing_portal', token)
    expect(portalResponse.statusCode).toBe(200)
    const portal = pathOf(billingPortalSchema.strict().parse(portalResponse.json()).portal_url)
    expect((await get(portal)).body).toContain('test-portal-status')

    expect((await submit(`${portal}/cancel`)).statusCode).toBe(303)
    expect(await license(token)).toMatchObject({ status: 'cancelled', is_pro: true })
    await submit(`${portal}/renew`)
    expect(await license(token)).toMatchObject({ status: 'active', is_pro: true })
    await submit(`${portal}/fail`)
    expect(await license(token)).toMatchObject({ status: 'past_due', is_pro: false })
    await submit(`${portal}/end`)
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active', pro_games: { limit: 3 } })
    expect(user.id).toBeGreaterThan(0)
  })

  it('mails the coach what changed, unless they turned billing e-mails off', async () => {
    const pay = async (token: string) => {
      const session = checkoutSessionSchema.parse(
        (await post('/api/v2/user_license/create_checkout_session', token)).json(),
      )
      await submit(`${pathOf(session.checkout_url)}/pay`)
    }
    const { token, account } = await signUp(t.app)
    await pay(token)
    const portal = pathOf((await get('/api/v2/user_license/billing_portal', token)).json().portal_url)
    await submit(`${portal}/fail`)
    const subjects = t.mailbox.filter((m) => m.to === account.email).map((m) => m.subject)
    // An account that never had a language (from before they were kept) gets English and Finnish in one.
    expect(subjects).toEqual([
      'Welcome to Courtside Pro / Tervetuloa Courtside Prohon',
      'Your Courtside payment failed / Courtside-maksusi epäonnistui',
    ])

    // A coach with a language gets theirs alone, also in the test checkout and portal pages.
    const spanish = await signUp(t.app, { locale: 'es' })
    const spanishSession = checkoutSessionSchema.parse(
      (await post('/api/v2/user_license/create_checkout_session', spanish.token)).json(),
    )
    expect((await get(pathOf(spanishSession.checkout_url))).body).toContain('Pago de prueba')
    await submit(`${pathOf(spanishSession.checkout_url)}/pay`)
    const spanishMail = t.mailbox.filter((m) => m.to === spanish.account.email)
    expect(spanishMail.map((m) => m.subject)).toEqual(['Bienvenido a Courtside Pro'])
    expect(spanishMail[0]!.text).not.toContain('Hello')

    const quiet = await signUp(t.app)
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/settings',
      headers: bearer(quiet.token),
      payload: { settings: { email_preferences: { organization_updates: true, billing_updates: false } } },
    })
    await pay(quiet.token)
    expect(t.mailbox.filter((m) => m.to === quiet.account.email)).toEqual([])
  })

  it('cancelling the checkout returns the pending licence to free', async () => {
    const { token } = await signUp(t.app)
    const session = checkoutSessionSchema.parse(
      (await post('/api/v2/user_license/create_checkout_session', token)).json(),
    )
    const cancelled = await submit(`${pathOf(session.checkout_url)}/cancel`)
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe(`/subscription/cancel?session_id=${session.session_id}`)
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active' })
  })

  it("the cancel page's call ends the coach's own open test checkout at once; another coach's is not found", async () => {
    const { token } = await signUp(t.app)
    const other = await signUp(t.app)
    const session = checkoutSessionSchema.parse(
      (await post('/api/v2/user_license/create_checkout_session', token)).json(),
    )
    const cancel = (session_id: string, as: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/user_license/cancel_checkout_session',
        headers: bearer(as),
        payload: { session_id },
      })
    const refused = await cancel(session.session_id, other.token)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ message: messages.checkoutSessionNotFound, code: 'checkoutSessionNotFound' })
    expect(await license(token)).toMatchObject({ status: 'pending' })

    expect((await cancel(session.session_id, token)).statusCode).toBe(204)
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active' })
    // The session is over: its page pays nothing, and cancelling again changes nothing.
    expect((await submit(`${pathOf(session.checkout_url)}/pay`)).statusCode).toBe(404)
    expect((await cancel(session.session_id, token)).statusCode).toBe(204)
    expect(await license(token)).toMatchObject({ license_type: 'free', status: 'active' })
  })

  it('reuses the customer for a second checkout', async () => {
    const { token } = await signUp(t.app)
    await post('/api/v2/user_license/create_checkout_session', token)
    const first = (await license(token)).payment?.customer_id
    await post('/api/v2/user_license/create_checkout_session', token)
    expect((await license(token)).payment?.customer_id).toBe(first)
  })

  it('refuses a portal before any checkout, and forged or unknown test pages', async () => {
    const { token } = await signUp(t.app)
    const portal = await get('/api/v2/user_license/billing_portal', token)
    expect(portal.statusCode).toBe(409)
    expect(portal.json().code).toBe('noBillingAccount')
    expect((await get('/billing/test/checkout/cs_test_nothing')).statusCode).toBe(404)
    expect((await submit('/billing/test/checkout/cs_test_nothing/pay')).statusCode).toBe(404)
    expect((await get('/billing/test/portal/cus_test_x.forged')).statusCode).toBe(404)
    expect((await submit('/billing/test/portal/cus_test_x.forged/end')).statusCode).toBe(404)
    expect((await post('/api/v2/user_license/create_checkout_session')).statusCode).toBe(401)
  })
})

describe('with Stripe keys: the real SDK', () => {
  let stripe: StripeStandIn
  let calls: StripeCall[]
  let app: TestApp

  beforeAll(async () => {
    stripe = await startStripeStandIn()
    calls = stripe.calls
    app = await createTestApp({
      appUrl: 'https://courtside.example',
      stripe: { secretKey: 'sk_test_local', priceId: 'price_pro_monthly', webhookSecret: 'whsec_x', api: stripe.api },
    })
  })
  afterAll(async () => {
    await app?.close()
    await stripe?.close()
  })

  it('creates the customer once and a subscription checkout carrying the user id', async () => {
    const { token, user } = await signUp(app.app)
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v2/user_license/create_checkout_session',
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      checkout_url: 'https://checkout.stripe.com/c/pay/cs_real_1',
      session_id: 'cs_real_1',
    })
    const customer = calls.find((c) => c.path === '/v1/customers')!
    expect(customer.body.get('email')).toBe(user.email)
    expect(customer.body.get('metadata[user_id]')).toBe(String(user.id))
    expect(customer.idempotency).toBe(`customer-of-user-${user.id}`)
    const checkout = calls.find((c) => c.path === '/v1/checkout/sessions')!.body
    expect(checkout.get('mode')).toBe('subscription')
    expect(checkout.get('customer')).toBe('cus_real_1')
    expect(checkout.get('line_items[0][price]')).toBe('price_pro_monthly')
    expect(checkout.get('client_reference_id')).toBe(String(user.id))
    expect(checkout.get('metadata[user_id]')).toBe(String(user.id))
    expect(checkout.get('subscription_data[metadata][user_id]')).toBe(String(user.id))
    expect(checkout.get('success_url')).toBe(
      'https://courtside.example/subscription/success?session_id={CHECKOUT_SESSION_ID}',
    )
    // Stripe puts the session's id in both addresses: the cancel page ends that session at once.
    expect(checkout.get('cancel_url')).toBe(
      'https://courtside.example/subscription/cancel?session_id={CHECKOUT_SESSION_ID}',
    )
    // Stripe's shortest session (30 minutes, and a minute for the clocks), not its default day.
    const expiresAt = Number(checkout.get('expires_at')) * 1000
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(31 * 60_000)

    calls.length = 0
    await app.app.inject({
      method: 'POST',
      url: '/api/v2/user_license/create_checkout_session',
      headers: bearer(token),
    })
    expect(calls.map((c) => c.path)).toEqual(['/v1/checkout/sessions']) // the customer is reused

    const portal = await app.app.inject({
      method: 'GET',
      url: '/api/v2/user_license/billing_portal',
      headers: bearer(token),
    })
    expect(portal.json()).toEqual({ portal_url: 'https://billing.stripe.com/p/session/1' })
    const portalCall = calls.find((c) => c.path === '/v1/billing_portal/sessions')!.body
    expect(portalCall.get('customer')).toBe('cus_real_1')
    expect(portalCall.get('return_url')).toBe('https://courtside.example/profile')
    // No test pages when Stripe is configured.
    expect((await app.app.inject({ method: 'GET', url: '/billing/test/checkout/cs_real_1' })).statusCode).toBe(404)
  })

  it('answers 503 and writes nothing when Stripe fails', async () => {
    stripe.failAll()
    const { token } = await signUp(app.app)
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v2/user_license/create_checkout_session',
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().code).toBe('billingUnavailable')
    const current = await app.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers: bearer(token) })
    expect(current.json()).toMatchObject({ status: 'active', payment: null })
  }, 30_000)
})
