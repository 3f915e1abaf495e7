import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { newAccount } from './support/accounts.ts'
import { startApiProcess, type ApiProcess } from './support/api-process.ts'

// How the environment chooses payments at start (docs/decisions/0047-billing-safe-when-unconfigured.md).

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-billing-config-'))
const running: ApiProcess[] = []
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()))
  rmSync(dataDir, { recursive: true, force: true })
})

const base = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(48) }
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_ID: 'price_x' }

describe('loadConfig', () => {
  it('never turns the test checkout on by itself, in any NODE_ENV', () => {
    for (const NODE_ENV of ['production', 'development', 'test'])
      expect(loadConfig({ ...base, NODE_ENV }).billing).toEqual({ testMode: false, selfHostedPlan: undefined })
    expect(loadConfig({ ...base, BILLING_TEST_MODE: 'true' }).billing.testMode).toBe(true)
    expect(loadConfig({ ...base, BILLING_TEST_MODE: 'false' }).billing.testMode).toBe(false)
    expect(loadConfig({ ...base, SELF_HOSTED_PLAN: 'pro' }).billing.selfHostedPlan).toBe('pro')
  })

  it('refuses contradicting or unknown settings with a message that names them', () => {
    expect(() => loadConfig({ ...base, ...stripeKeys, BILLING_TEST_MODE: 'true' })).toThrow(
      /BILLING_TEST_MODE=true and STRIPE_SECRET_KEY\/STRIPE_PRICE_ID are both set/,
    )
    expect(() => loadConfig({ ...base, BILLING_TEST_MODE: 'yes' })).toThrow(
      /BILLING_TEST_MODE must be "true" or "false"/,
    )
    expect(() => loadConfig({ ...base, SELF_HOSTED_PLAN: 'free' })).toThrow(/SELF_HOSTED_PLAN accepts only "pro"/)
    expect(() => loadConfig({ ...base, SELF_HOSTED_PLAN: 'pro', BILLING_TEST_MODE: 'true' })).toThrow(
      /SELF_HOSTED_PLAN=pro/,
    )
    expect(() => loadConfig({ ...base, ...stripeKeys, SELF_HOSTED_PLAN: 'pro' })).toThrow(/SELF_HOSTED_PLAN=pro/)
  })
})

describe('the server process (npm start: production)', () => {
  it('does not start with BILLING_TEST_MODE=true beside Stripe keys', async () => {
    const started = startApiProcess({ env: { ...stripeKeys, BILLING_TEST_MODE: 'true' } })
    await expect(started).rejects.toThrow(/BILLING_TEST_MODE=true and STRIPE_SECRET_KEY\/STRIPE_PRICE_ID are both set/)
  })

  it('without keys or the flag: warns at start, answers 503 to a checkout, serves no test pages', async () => {
    const api = await startApiProcess()
    running.push(api)
    expect(api.output()).toContain('payments are not set up, upgrading answers 503 and nobody becomes pro')
    const register = await fetch(`${api.url}/api/v2/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: newAccount() }),
    })
    expect(register.status).toBe(201)
    const authorization = register.headers.get('authorization')!
    const checkout = await fetch(`${api.url}/api/v2/user_license/create_checkout_session`, {
      method: 'POST',
      headers: { authorization },
    })
    expect(checkout.status).toBe(503)
    expect(await checkout.json()).toEqual({
      message: 'Payments are not set up on this server',
      code: 'paymentsNotConfigured',
    })
    expect((await fetch(`${api.url}/billing/test/checkout/cs_test_x`)).status).toBe(404)
  })

  it('with BILLING_TEST_MODE=true: the test checkout runs, and the log says it grants pro without payment', async () => {
    const api = await startApiProcess({ env: { BILLING_TEST_MODE: 'true' } })
    running.push(api)
    expect(api.output()).toContain('BILLING_TEST_MODE=true: the built-in test checkout grants pro without payment')
    const register = await fetch(`${api.url}/api/v2/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: newAccount() }),
    })
    const checkout = await fetch(`${api.url}/api/v2/user_license/create_checkout_session`, {
      method: 'POST',
      headers: { authorization: register.headers.get('authorization')! },
    })
    expect(checkout.status).toBe(200)
    const { checkout_url } = (await checkout.json()) as { checkout_url: string }
    const page = await fetch(`${api.url}${new URL(checkout_url).pathname}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Test payment')
  })
})
