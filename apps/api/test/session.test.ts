import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, logIn, signUp, tokenOf } from './support/accounts.ts'

let t: TestApp
let clock = new Date('2026-03-10T12:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(async () => {
  await t?.close()
})

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers })

describe('authentication', () => {
  it.each([
    ['no header', {}],
    ['a garbage token', bearer('not-a-jwt')],
    ['a non-Bearer scheme', { authorization: 'Basic abc' }],
  ])('refuses %s with 401 Unauthorized access', async (_label, headers) => {
    const response = await me(headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: messages.unauthorized, code: 'unauthorized' })
  })

  it('refuses a token signed with another secret', async () => {
    const other = await createTestApp()
    try {
      const { token } = await signUp(other.app)
      expect((await me(bearer(token))).statusCode).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('protects every private route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/user/me.json'],
      ['PATCH', '/api/v2/user/me'],
      ['DELETE', '/api/v2/user/me'],
      ['GET', '/api/v2/user_license/current'],
      ['GET', '/api/v2/organizations'],
      ['DELETE', '/logout.json'],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
      expect(response.json()).toEqual({ message: messages.unauthorized, code: 'unauthorized' })
    }
  })

  it('revokes the token on DELETE /logout.json; other sessions keep working', async () => {
    const { account, token } = await signUp(t.app)
    const second = tokenOf(await logIn(t.app, { email: account.email, password: account.password }))
    expect((await me(bearer(token))).statusCode).toBe(200)

    const logout = await t.app.inject({ method: 'DELETE', url: '/logout.json', headers: bearer(token) })
    expect(logout.statusCode).toBe(204)
    for (const url of ['/api/v2/user/me.json', '/api/v2/user_license/current', '/api/v2/organizations']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) })
      expect(response.statusCode, url).toBe(401)
      expect(response.json()).toEqual({ message: messages.unauthorized, code: 'unauthorized' })
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/logout.json', headers: bearer(token) })).statusCode).toBe(401)
    expect((await me(bearer(second))).statusCode).toBe(200)
  })

  it('accepts a DELETE with a JSON content type and an empty body', async () => {
    const { token } = await signUp(t.app)
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/logout.json',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(204)
  })

  it('lets a token expire after 7 days', async () => {
    const { token } = await signUp(t.app)
    const start = clock
    try {
      clock = new Date(start.getTime() + 7 * 86_400_000 - 60_000)
      expect((await me(bearer(token))).statusCode).toBe(200)
      clock = new Date(start.getTime() + 7 * 86_400_000 + 60_000)
      expect((await me(bearer(token))).statusCode).toBe(401)
    } finally {
      clock = start
    }
  })

  it('refuses a token from its expiry second on, also one already verified and remembered by the server', async () => {
    const { token } = await signUp(t.app)
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }
    const start = clock
    try {
      clock = new Date(exp * 1000 - 1)
      expect((await me(bearer(token))).statusCode).toBe(200)
      expect((await me(bearer(token))).statusCode).toBe(200)
      clock = new Date(exp * 1000)
      expect((await me(bearer(token))).statusCode).toBe(401)
      // A token never seen before at that second is refused the same way (jose's own check).
      clock = new Date(exp * 1000 - 1)
      const other = (await signUp(t.app)).token
      const otherExp = (JSON.parse(Buffer.from(other.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp
      clock = new Date(otherExp * 1000)
      expect((await me(bearer(other))).statusCode).toBe(401)
    } finally {
      clock = start
    }
  })

  it('refuses a token whose signature was altered after the same token was accepted', async () => {
    const { token } = await signUp(t.app)
    expect((await me(bearer(token))).statusCode).toBe(200)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`
    expect((await me(bearer(`${header}.${payload}.${flipped}`))).statusCode).toBe(401)
    expect((await me(bearer(token))).statusCode).toBe(200)
  })
})
