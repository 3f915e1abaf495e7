import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponseSchema, licenseSchema, messages, userSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, newAccount, signUp, tokenOf } from './support/accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/register', payload: payload as object })

describe('POST /api/v2/auth/register', () => {
  it('creates the account and answers 201 with the full user and a Bearer token', async () => {
    const account = newAccount({ email: '  New.Coach@Example.com ' })
    const response = await register({ user: account })
    expect(response.statusCode).toBe(201)
    const { user } = response.json()
    expect(userSchema.parse(user)).toMatchObject({
      email: 'new.coach@example.com',
      first_name: 'Iida',
      last_name: 'Koski',
      coach_viewer: false,
    })
    expect(response.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    expect(response.body).not.toContain('password')

    const me = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(tokenOf(response)) })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual(user)
  })

  it('creates a free active licence and the personal organization with the coach as superadmin', async () => {
    const { token } = await signUp(t.app, { first_name: 'Ána', last_name: 'Ortiz Pérez' })
    const license = licenseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers: bearer(token) })).json(),
    )
    expect(license).toMatchObject({ license_type: 'free', status: 'active', is_pro: false, is_active: true })

    const orgs = (await t.app.inject({ method: 'GET', url: '/api/v2/organizations', headers: bearer(token) })).json()
    expect(orgs.meta).toEqual({ page: 1, per_page: 25, total: 1 })
    expect(orgs.organizations[0]).toMatchObject({
      name: 'Ána Ortiz Pérez',
      subdomain: 'ana-ortiz-perez',
      license_status: 'active',
      player_count: 0,
      role: 'superadmin',
      coach_status: 'connected',
    })
  })

  it('gives namesakes distinct subdomains', async () => {
    const a = await signUp(t.app, { first_name: 'Lea', last_name: 'Virta' })
    const b = await signUp(t.app, { first_name: 'Lea', last_name: 'Virta' })
    const sub = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/organizations', headers: bearer(token) })).json()
        .organizations[0].subdomain
    expect(await sub(a.token)).toBe('lea-virta')
    expect(await sub(b.token)).toBe('lea-virta-2')
  })

  it('refuses a taken email, whatever its case, and writes nothing', async () => {
    const { account } = await signUp(t.app)
    const response = await register({ user: newAccount({ email: account.email.toUpperCase() }) })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: messages.validationFailed,
      code: 'validationFailed',
      errors: { email: [messages.emailTaken] },
    })
  })

  it('answers concurrent signups of one address with one account and one 422', async () => {
    const account = newAccount()
    const responses = await Promise.all([register({ user: account }), register({ user: account })])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422])
  })

  it.each([
    ['first_name', { first_name: '' }, messages.firstNameRequired],
    ['first_name', { first_name: '   ' }, messages.firstNameRequired],
    ['last_name', { last_name: '' }, messages.lastNameRequired],
    ['email', { email: 'not-an-email' }, messages.invalidEmail],
    ['password', { password: '12345', password_confirmation: '12345' }, messages.passwordTooShort],
    ['password_confirmation', { password_confirmation: 'different1' }, messages.passwordsDontMatch],
  ])('reports %s with the binding message', async (field, change, message) => {
    const response = await register({ user: newAccount(change) })
    expect(response.statusCode).toBe(422)
    const body = errorResponseSchema.parse(response.json())
    expect(body.message).toBe(messages.validationFailed)
    expect(body.errors?.[field]).toEqual([message])
    expect(response.headers.authorization).toBeUndefined()
  })

  it('reports every missing field at once under its inner name', async () => {
    const response = await register({ user: {} })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      first_name: [messages.firstNameRequired],
      last_name: [messages.lastNameRequired],
      email: [messages.invalidEmail],
      password: [messages.passwordTooShort],
      password_confirmation: [messages.passwordsDontMatch],
    })
  })

  it('answers 422 when the user wrapper is missing', async () => {
    const response = await register(newAccount())
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: messages.validationFailed,
      code: 'validationFailed',
      errors: { user: [messages.fieldRequired] },
    })
  })
})
