import type { FastifyInstance } from 'fastify'

let counter = 0

/** Every test account's password (newAccount's default). */
export const TEST_PASSWORD = 'secret123'

/** A unique, valid signup body. */
export function newAccount(overrides: Partial<Record<string, unknown>> = {}) {
  counter += 1
  return {
    first_name: 'Iida',
    last_name: 'Koski',
    email: `coach${counter}-${Date.now()}@example.com`,
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    ...overrides,
  }
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}

/** The token of an Authorization response header, without the Bearer prefix. */
export function tokenOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers.authorization ?? '')
  if (!header.startsWith('Bearer ')) throw new Error(`no Bearer token in response: "${header}"`)
  return header.slice('Bearer '.length)
}

export async function signUp(app: FastifyInstance, overrides: Partial<Record<string, unknown>> = {}) {
  const account = newAccount(overrides)
  const response = await app.inject({ method: 'POST', url: '/api/v2/auth/register', payload: { user: account } })
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`)
  return { account, token: tokenOf(response), user: response.json().user as { id: number; email: string } }
}

export function logIn(app: FastifyInstance, user: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/login.json', payload: { user }, remoteAddress })
}
