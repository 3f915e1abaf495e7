import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages, userSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, logIn, signUp, tokenOf } from './support/accounts.ts'

let t: TestApp
let clock = new Date('2026-05-20T08:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, appUrl: 'https://courtside.test' })
})
afterAll(async () => {
  await t?.close()
})

const forgot = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/forgot_password', payload: payload as object })
const reset = (user: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/reset_password', payload: { user } })

/** Asks for a reset link and returns the token from the emailed URL. */
async function resetTokenFor(email: string): Promise<string> {
  const before = t.mailbox.length
  expect((await forgot({ user: { email } })).statusCode).toBe(200)
  expect(t.mailbox.length).toBe(before + 1)
  const mail = t.mailbox.at(-1)!
  const match = /https:\/\/courtside\.test\/reset-password\?reset_password_token=([\w%-]+)/.exec(mail.text)
  expect(match).not.toBeNull()
  return decodeURIComponent(match![1]!)
}

describe('POST /api/v2/auth/forgot_password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { account } = await signUp(t.app)
    const before = t.mailbox.length
    const known = await forgot({ user: { email: account.email } })
    const unknown = await forgot({ user: { email: 'nobody-here@example.com' } })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(known.json()).toEqual({ message: messages.forgotPasswordSent })
    expect(t.mailbox.length).toBe(before + 1)
    const mail = t.mailbox.at(-1)!
    expect(mail.to).toBe(account.email)
    expect(mail.text).toContain('https://courtside.test/reset-password?reset_password_token=')
  })

  it('sends a token of at least 128 random bits', async () => {
    const { account } = await signUp(t.app)
    const token = await resetTokenFor(account.email)
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32)
  })

  it.each([
    [{ user: { email: 'nope' } }, { email: [messages.invalidEmail] }],
    [{ user: {} }, { email: [messages.invalidEmail] }],
    [{ email: 'a@example.com' }, { user: [messages.fieldRequired] }],
  ])('validates %j', async (payload, errors) => {
    const response = await forgot(payload)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ message: messages.validationFailed, code: 'validationFailed', errors })
  })
})

describe('POST /api/v2/auth/reset_password', () => {
  it('sets the new password, answers {user} with a fresh token, and the link works once', async () => {
    const { account, user, token: oldSession } = await signUp(t.app)
    const token = await resetTokenFor(account.email)
    clock = new Date(clock.getTime() + 5_000)
    const response = await reset({
      reset_password_token: token,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    })
    expect(response.statusCode).toBe(200)
    expect(userSchema.parse(response.json().user).id).toBe(user.id)
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(tokenOf(response)) })
    expect(me.statusCode).toBe(200)
    // Sessions signed in before the reset end with it.
    const old = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(oldSession) })
    expect(old.statusCode).toBe(401)

    expect((await logIn(t.app, { email: account.email, password: account.password })).statusCode).toBe(401)
    expect((await logIn(t.app, { email: account.email, password: 'brand-new-1' })).statusCode).toBe(200)

    const again = await reset({
      reset_password_token: token,
      password: 'other-pass-2',
      password_confirmation: 'other-pass-2',
    })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({
      message: messages.resetTokenInvalid,
      code: 'resetTokenInvalid',
      errors: { reset_password_token: [messages.resetTokenInvalid] },
    })
    expect(again.headers.authorization).toBeUndefined()
  })

  it('refuses a link older than 60 minutes', async () => {
    const { account } = await signUp(t.app)
    const start = clock
    try {
      const fresh = await resetTokenFor(account.email)
      const stale = await resetTokenFor(account.email)
      clock = new Date(start.getTime() + 59 * 60_000)
      expect(
        (await reset({ reset_password_token: fresh, password: 'newpass1', password_confirmation: 'newpass1' }))
          .statusCode,
      ).toBe(200)
      // Using one link retires the user's other links.
      expect(
        (await reset({ reset_password_token: stale, password: 'newpass2', password_confirmation: 'newpass2' }))
          .statusCode,
      ).toBe(422)

      const late = await resetTokenFor(account.email)
      clock = new Date(clock.getTime() + 61 * 60_000)
      const response = await reset({
        reset_password_token: late,
        password: 'newpass3',
        password_confirmation: 'newpass3',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().errors).toEqual({ reset_password_token: [messages.resetTokenInvalid] })
    } finally {
      clock = start
    }
  })

  it('refuses an invented token', async () => {
    const response = await reset({
      reset_password_token: 'made-up',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ reset_password_token: [messages.resetTokenInvalid] })
  })

  it.each([
    ['reset_password_token', { reset_password_token: '' }, messages.resetTokenRequired],
    ['password', { password: '123', password_confirmation: '123' }, messages.passwordTooShort],
    ['password_confirmation', { password_confirmation: 'mismatch1' }, messages.passwordsDontMatch],
  ])('reports %s with the binding message', async (field, change, message) => {
    const response = await reset({
      reset_password_token: 'x',
      password: 'newpass1',
      password_confirmation: 'newpass1',
      ...change,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      message: messages.validationFailed,
      code: 'validationFailed',
      errors: { [field]: [message] },
    })
  })
})
