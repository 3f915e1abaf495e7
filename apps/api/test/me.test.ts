import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { messages, userSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, logIn, signUp } from './support/accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const patch = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/v2/user/me', headers: bearer(token), payload: payload as object })

describe('GET /api/v2/user/me.json', () => {
  it('answers the bare user entity', async () => {
    const { token, user } = await signUp(t.app)
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    expect(z.strictObject(userSchema.shape).parse(response.json())).toEqual(user)
  })
})

describe('PATCH /api/v2/user/me', () => {
  it('changes names and account type and answers the bare user', async () => {
    const { token, user } = await signUp(t.app)
    const response = await patch(token, { user: { first_name: ' Aino ', last_name: 'Lahti', coach_viewer: true } })
    expect(response.statusCode).toBe(200)
    const updated = userSchema.parse(response.json())
    expect(updated).toMatchObject({ id: user.id, first_name: 'Aino', last_name: 'Lahti', coach_viewer: true })
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(token) })
    expect(me.json()).toEqual(updated)
  })

  it('accepts a partial change', async () => {
    const { token } = await signUp(t.app)
    const response = await patch(token, { user: { coach_viewer: true } })
    expect(response.json()).toMatchObject({ first_name: 'Iida', last_name: 'Koski', coach_viewer: true })
  })

  it.each([
    [{ user: { first_name: '' } }, 'first_name', messages.firstNameRequired],
    [{ user: { last_name: '  ' } }, 'last_name', messages.lastNameRequired],
    [{ first_name: 'No wrapper' }, 'user', messages.fieldRequired],
  ])('refuses %j with 422', async (payload, field, message) => {
    const { token } = await signUp(t.app)
    const response = await patch(token, payload)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: messages.validationFailed,
      code: 'validationFailed',
      errors: { [field]: [message] },
    })
  })

  it('refuses a wrong type and unknown fields without a 500', async () => {
    const { token } = await signUp(t.app)
    for (const user of [{ coach_viewer: 'yes' }, { email: 'new@example.com' }]) {
      const response = await patch(token, { user })
      expect(response.statusCode).toBe(422)
      expect(response.json().message).toBe(messages.validationFailed)
    }
  })
})

describe('DELETE /api/v2/user/me', () => {
  it('marks the account deleted, signs it out everywhere, and refuses its login', async () => {
    const { account, token } = await signUp(t.app)
    const second = (await logIn(t.app, { email: account.email, password: account.password })).headers
      .authorization as string
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/user/me',
      headers: bearer(token),
      payload: { confirm_email: ` ${account.email.toUpperCase()} `, password: account.password },
    })
    expect(response.statusCode).toBe(204)
    for (const authorization of [`Bearer ${token}`, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: { authorization } })
      expect(me.statusCode).toBe(401)
      expect(me.json()).toEqual({ message: messages.unauthorized, code: 'unauthorized' })
    }
    // Whoever knows the password is told the account is closed; anyone else learns nothing.
    const login = await logIn(t.app, { email: account.email, password: account.password })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toEqual({ message: messages.accountClosed, code: 'accountClosed' })
    const guess = await logIn(t.app, { email: account.email, password: 'not-the-password' })
    expect(guess.statusCode).toBe(401)
    expect(guess.json()).toEqual({ message: messages.invalidCredentials, code: 'invalidCredentials' })
    // No reset link for a deleted account either.
    const before = t.mailbox.length
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot_password',
      payload: { user: { email: account.email } },
    })
    expect(t.mailbox.length).toBe(before)
  })

  it('frees the address for a new signup', async () => {
    const { account, token } = await signUp(t.app)
    await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/user/me',
      headers: bearer(token),
      payload: { confirm_email: account.email, password: account.password },
    })
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/auth/register', payload: { user: account } })
    expect(again.statusCode).toBe(201)
  })
})
