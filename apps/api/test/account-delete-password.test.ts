import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@courtside/contracts'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, signUp } from './support/accounts.ts'

// ADR 0051: closing an account takes the current password, so a session left open on a shared phone cannot.

const FAILURES = 3
let t: TestApp
beforeAll(async () => {
  const rateLimits = structuredClone(DEFAULT_RATE_LIMITS)
  rateLimits.login.perAddress = FAILURES
  t = await createTestApp({ rateLimits })
})
afterAll(() => t?.close())

const remove = (token: string, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/v2/user/me', headers: bearer(token), payload })
const stillOpen = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(token) })).statusCode === 200

describe('DELETE /api/v2/user/me', () => {
  it('refuses without the password, or with a wrong one (422, in our shape), and changes nothing', async () => {
    const { token, account } = await signUp(t.app)
    const missing = await remove(token, { confirm_email: account.email })
    expect(missing.statusCode).toBe(422)
    expect(missing.json()).toEqual({
      message: messages.validationFailed,
      code: 'validationFailed',
      errors: { password: [messages.deletePasswordRequired] },
    })
    const wrong = await remove(token, { confirm_email: account.email, password: 'not-my-password' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({
      message: messages.deletePasswordIncorrect,
      code: 'deletePasswordIncorrect',
      errors: { password: [messages.deletePasswordIncorrect] },
    })
    expect(await stillOpen(token)).toBe(true)
    expect((await remove(token, { confirm_email: account.email, password: account.password })).statusCode).toBe(204)
    expect(await stillOpen(token)).toBe(false)
  })

  it('counts wrong passwords like failed logins of the address: past the limit, 429 even with the right one', async () => {
    const { token, account } = await signUp(t.app)
    for (let i = 0; i < FAILURES; i++) {
      expect((await remove(token, { confirm_email: account.email, password: `guess-${i}` })).statusCode).toBe(422)
    }
    const limited = await remove(token, { confirm_email: account.email, password: account.password })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'tooManyRequests' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await stillOpen(token)).toBe(true)
  })
})
