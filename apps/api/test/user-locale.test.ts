import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, newAccount, TEST_PASSWORD } from './support/accounts.ts'
import { noRateLimits } from './support/matches.ts'

// The language a coach chooses (docs/decisions/0070-chosen-language.md): kept on the account, chosen on the sign-up
// page or in settings; the mails they receive are written in it.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits() })
})
afterAll(() => t?.close())

async function register(overrides: Record<string, unknown> = {}, acceptLanguage?: string) {
  const user = newAccount(overrides)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/register',
    payload: { user },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  })
  expect(response.statusCode, response.body).toBe(201)
  const token = response.headers.authorization!.replace(/^Bearer /, '')
  return { headers: bearer(token), email: user.email, user: userSchema.parse(response.json().user) }
}
const me = async (headers: Record<string, string>) =>
  userSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers })).json())
const patchMe = (headers: Record<string, string>, user: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v2/user/me', headers, payload: { user } })

describe('the account keeps the language', () => {
  it('keeps a language chosen on the sign-up page; the browser’s alone is no choice', async () => {
    expect((await register({ locale: 'es' }, 'fi-FI')).user.locale).toBe('es')
    expect((await register({}, 'de-DE, sv;q=0.8, en;q=0.5')).user.locale).toBeNull()
    expect((await register()).user.locale).toBeNull()
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register',
      payload: { user: newAccount({ locale: 'de' }) },
    })
    expect(refused.statusCode).toBe(422)
  })

  it('is changed and forgotten in PATCH /user/me; anything else is refused', async () => {
    const { headers } = await register({}, 'en')
    expect((await patchMe(headers, { locale: 'sv' })).statusCode).toBe(200)
    expect((await me(headers)).locale).toBe('sv')
    for (const bad of ['de', 'SV', '', 'sv\u0000', 'x'.repeat(10_000), 1, {}]) {
      const response = await patchMe(headers, { locale: bad })
      expect(response.statusCode, String(bad).slice(0, 20)).toBe(422)
    }
    expect((await me(headers)).locale).toBe('sv')
    expect((await patchMe(headers, { locale: null })).json().user?.locale ?? (await me(headers)).locale).toBeNull()
  })
})

describe('mails go out in the recipient’s language', () => {
  it('a connect request reaches the admin in theirs and the answer reaches the coach in theirs', async () => {
    const admin = await register({ first_name: 'Ana' }, 'en')
    await patchMe(admin.headers, { locale: 'es' })
    // The club is created from an English browser: the admin's choice still wins.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/organizations',
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { organization: { name: 'Club Madrid', subdomain: `club-madrid-${Date.now()}` } },
    })
    expect(created.statusCode).toBe(201)
    const club = created.json().organization as { id: number; subdomain: string }
    const joiner = await register({ first_name: 'Sven', last_name: 'Berg', locale: 'sv' })

    const before = t.mailbox.length
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v2/organizations/connect_requests',
      headers: { ...joiner.headers, 'accept-language': 'fi' },
      payload: { subdomain: club.subdomain },
    })
    expect(asked.statusCode).toBe(201)
    const toAdmin = t.mailbox.slice(before)
    expect(toAdmin.map((m) => m.subject)).toEqual(['Sven Berg pide unirse a Club Madrid'])

    const requestId = asked.json().connect_request.id as number
    const afterAsk = t.mailbox.length
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v2/organizations/${club.id}/connect_requests/${requestId}/approve`,
      headers: admin.headers,
    })
    expect(approved.statusCode).toBe(204)
    expect(t.mailbox.slice(afterAsk).map((m) => m.subject)).toEqual(['Du är nu ansluten till Club Madrid'])
  })

  it('the closing confirmation is written in the coach’s language, not the request’s', async () => {
    const coach = await register({ locale: 'sv' })
    const before = t.mailbox.length
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/user/me',
      headers: { ...coach.headers, 'accept-language': 'fi' },
      payload: { confirm_email: coach.email, password: TEST_PASSWORD },
    })
    expect(closed.statusCode).toBe(204)
    await expect.poll(() => t.mailbox.length).toBe(before + 1)
    expect(t.mailbox.at(-1)!.subject).toBe('Ditt Courtside-konto har stängts')
  })
})
