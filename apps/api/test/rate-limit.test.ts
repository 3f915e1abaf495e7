import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { like, sql } from 'drizzle-orm'
import { messages } from '@courtside/contracts'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { rateLimitBuckets } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { logIn, newAccount, signUp } from './support/accounts.ts'

let t: TestApp
let clock = new Date('2026-04-01T10:00:00Z')
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: {
      ...structuredClone(DEFAULT_RATE_LIMITS),
      login: { perAddress: 3, perIp: 6, windowSeconds: 900 },
      register: { perAddress: 2, perIp: 4, windowSeconds: 3600 },
      forgotPassword: { perAddress: 2, perIp: 4, windowSeconds: 900 },
      resetPassword: { perAddress: 2, perIp: 3, windowSeconds: 900 },
      liveMatch: { perAddress: 0, perIp: 5, windowSeconds: 60 },
    },
  })
})
afterAll(async () => {
  await t?.close()
})

function expectLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  windowSeconds = 900,
) {
  expect(response.statusCode).toBe(429)
  expect(response.json()).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' })
  const retryAfter = Number(response.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
}

describe('rate limits', () => {
  it('locks one address after repeated failed logins, not another address from another IP, and not for long', async () => {
    const victim = (await signUp(t.app)).account
    const bystander = (await signUp(t.app)).account
    const attacker = '10.0.0.1'
    for (let i = 0; i < 3; i++) {
      expect((await logIn(t.app, { email: victim.email, password: 'guess-' + i }, attacker)).statusCode).toBe(401)
    }
    // The address is now locked, even with the right password and from another IP.
    expectLimited(await logIn(t.app, { email: victim.email, password: victim.password }, '10.0.0.2'))
    // Another address from another IP is untouched.
    expect((await logIn(t.app, { email: bystander.email, password: bystander.password }, '10.0.0.3')).statusCode).toBe(
      200,
    )

    // The window expires on its own: the real user gets in again.
    const start = clock
    clock = new Date(start.getTime() + 15 * 60_000)
    try {
      expect((await logIn(t.app, { email: victim.email, password: victim.password }, '10.0.0.2')).statusCode).toBe(200)
    } finally {
      clock = start
    }
  })

  it('does not count successful logins against the address', async () => {
    const { account } = await signUp(t.app)
    const at = (n: number) => `10.1.0.${n}`
    for (let round = 0; round < 3; round++) {
      expect((await logIn(t.app, { email: account.email, password: 'typo-typo' }, at(round))).statusCode).toBe(401)
      expect((await logIn(t.app, { email: account.email, password: 'typo-typo' }, at(round))).statusCode).toBe(401)
      // a success clears the failures, so the next two typos do not lock the user out
      expect((await logIn(t.app, { email: account.email, password: account.password }, at(round))).statusCode).toBe(200)
    }
  })

  it('limits one IP across many addresses', async () => {
    const ip = '10.2.0.1'
    for (let i = 0; i < 6; i++) {
      expect((await logIn(t.app, { email: `spray${i}@example.com`, password: 'whatever1' }, ip)).statusCode).toBe(401)
    }
    expectLimited(await logIn(t.app, { email: 'spray-last@example.com', password: 'whatever1' }, ip))
    // Invalid bodies count against the IP too.
    expectLimited(await logIn(t.app, { email: 'broken' }, ip))
    expect((await logIn(t.app, { email: 'someone@example.com', password: 'whatever1' }, '10.2.0.2')).statusCode).toBe(
      401,
    )
  })

  it('limits signups per address and per IP', async () => {
    const register = (user: object, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/auth/register', payload: { user }, remoteAddress })
    const account = newAccount()
    expect((await register(account, '10.3.0.1')).statusCode).toBe(201)
    expect((await register(account, '10.3.0.2')).statusCode).toBe(422) // taken
    expectLimited(await register(account, '10.3.0.3'), 3600)

    const ip = '10.3.1.1'
    for (let i = 0; i < 4; i++) expect((await register(newAccount(), ip)).statusCode).toBe(201)
    expectLimited(await register(newAccount(), ip), 3600)
  })

  it('limits reset emails per address and per IP', async () => {
    const forgot = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/auth/forgot_password', payload: { user: { email } }, remoteAddress })
    const { account } = await signUp(t.app)
    const before = t.mailbox.length
    expect((await forgot(account.email, '10.4.0.1')).statusCode).toBe(200)
    expect((await forgot(account.email, '10.4.0.2')).statusCode).toBe(200)
    expectLimited(await forgot(account.email, '10.4.0.3'))
    expect(t.mailbox.length).toBe(before + 2)

    for (let i = 0; i < 4; i++) expect((await forgot(`x${i}@example.com`, '10.4.1.1')).statusCode).toBe(200)
    expectLimited(await forgot('another@example.com', '10.4.1.1'))
  })

  it('limits reset attempts per IP', async () => {
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset_password',
        payload: {
          user: {
            reset_password_token: `guess-${Math.random()}`,
            password: 'newpass1',
            password_confirmation: 'newpass1',
          },
        },
        remoteAddress: '10.5.0.1',
      })
    for (let i = 0; i < 3; i++) expect((await reset()).statusCode).toBe(422)
    expectLimited(await reset())
  })

  it('refuses a flood past its limit from memory: the refused requests write nothing', async () => {
    const counted = async () => {
      const [row] = await t.db
        .select({ total: sql<string>`coalesce(sum(${rateLimitBuckets.count}), 0)` })
        .from(rateLimitBuckets)
        .where(like(rateLimitBuckets.key, 'liveMatch:%'))
      return Number(row?.total)
    }
    const read = () => t.app.inject({ method: 'GET', url: `/api/v2/live/${'x'.repeat(32)}`, remoteAddress: '10.6.0.1' })
    for (let i = 0; i < 5; i++) expect((await read()).statusCode).toBe(404)
    expectLimited(await read(), 60)
    // The sixth was counted (that is how the limit was found); the next hundred are refused without a write.
    for (let i = 0; i < 100; i++) expectLimited(await read(), 60)
    expect(await counted()).toBe(6)
    // A new window counts again.
    const start = clock
    clock = new Date(start.getTime() + 60_000)
    try {
      expect((await read()).statusCode).toBe(404)
      expect(await counted()).toBe(1)
    } finally {
      clock = start
    }
  })
})
