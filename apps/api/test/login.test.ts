import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, logIn, signUp, tokenOf } from './support/accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('POST /login.json', () => {
  it('answers the short user form and a Bearer token that opens me.json', async () => {
    const { account, user } = await signUp(t.app)
    const response = await logIn(t.app, { email: account.email.toUpperCase(), password: account.password })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ user: { id: user.id, email: account.email, name: 'Iida Koski' } })
    expect(loginResponseSchema.safeParse(response.json()).success).toBe(true)
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(tokenOf(response)) })
    expect(me.json()).toMatchObject({ id: user.id, email: account.email })
  })

  it('answers 401 Invalid credentials for a wrong password and for an unknown address alike', async () => {
    const { account } = await signUp(t.app)
    const wrong = await logIn(t.app, { email: account.email, password: 'wrong-password' })
    const unknown = await logIn(t.app, { email: 'nobody@example.com', password: 'wrong-password' })
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: messages.invalidCredentials, code: 'invalidCredentials' })
      expect(response.headers.authorization).toBeUndefined()
    }
  })

  it.each([
    ['email', { email: 'nope', password: 'secret123' }, messages.invalidEmail],
    ['email', { password: 'secret123' }, messages.invalidEmail],
    ['password', { email: 'a@example.com', password: '12345' }, messages.passwordTooShort],
    ['password', { email: 'a@example.com' }, messages.passwordTooShort],
  ])('reports an invalid %s with the binding message', async (field, user, message) => {
    const response = await logIn(t.app, user)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      message: messages.validationFailed,
      code: 'validationFailed',
      errors: { [field]: [message] },
    })
  })

  it('answers 422 without the user wrapper', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login.json', payload: { email: 'a@example.com' } })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ user: [messages.fieldRequired] })
  })

  it('scopes the login to an organization the user belongs to', async () => {
    const { account, token } = await signUp(t.app, { first_name: 'Org', last_name: 'Owner' })
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/v2/organizations', headers: bearer(token) })).json()
    const org = orgs.organizations[0]
    const response = await logIn(t.app, { ...account, organization: org.subdomain.toUpperCase() })
    expect(response.statusCode).toBe(200)
    expect(response.json().organization).toEqual({ id: org.id, name: 'Org Owner', subdomain: org.subdomain })
    // An empty organization field means "no organization".
    const blank = await logIn(t.app, { email: account.email, password: account.password, organization: '  ' })
    expect(blank.statusCode).toBe(200)
    expect(blank.json().organization).toBeUndefined()
  })

  it('refuses an unknown organization and one the user is not a member of', async () => {
    const other = await signUp(t.app, { first_name: 'Someone', last_name: 'Else' })
    const otherOrg = (
      await t.app.inject({ method: 'GET', url: '/api/v2/organizations', headers: bearer(other.token) })
    ).json().organizations[0]
    const { account } = await signUp(t.app)
    for (const organization of ['no-such-club', otherOrg.subdomain]) {
      const response = await logIn(t.app, { email: account.email, password: account.password, organization })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        message: messages.noOrganization,
        code: 'noOrganization',
        errors: { organization: [messages.noOrganization] },
      })
      expect(response.headers.authorization).toBeUndefined()
    }
  })
})
