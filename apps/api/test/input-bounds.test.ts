import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MATCH_PLAYER_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
  SUBDOMAIN_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  messages,
} from '@courtside/contracts'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, type TestCoach } from './support/balls.ts'

// ADR 0048: every text, list and date a request carries is bounded where it is read, so nothing a client sends makes
// a stored value that pages, reports and exports must carry without end, or that the database refuses with a 500.

// The analytics proxy passes its path through untouched (ingest-proxy.test.ts).
const UNBOUNDED_ON_PURPOSE = [/^\/ingest\//]

let t: TestApp
let coach: TestCoach
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } })
  coach = await newCoach(t.app)
})
afterAll(() => t?.close())

interface JsonSchema {
  type?: string
  maxLength?: number
  maxItems?: number
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  [key: string]: unknown
}

/** Every string without a length bound (or a closed form: enum, anchored pattern, format) and every list without a count bound. */
function unbounded(schema: unknown, where: string, out: string[]): string[] {
  if (!schema || typeof schema !== 'object') return out
  const s = schema as JsonSchema
  if (s.type === 'string' && s.maxLength === undefined && !s.enum && s.const === undefined && !s.pattern && !s.format)
    out.push(`${where}: string without maxLength`)
  if (s.type === 'array' && s.maxItems === undefined) out.push(`${where}: array without maxItems`)
  for (const [key, value] of Object.entries(s)) unbounded(value, `${where}.${key}`, out)
  return out
}

describe('every request schema of the OpenAPI document', () => {
  it('bounds every string and every list', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; schema: unknown }[]; requestBody?: unknown }>
      >
    }
    const found: string[] = []
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (UNBOUNDED_ON_PURPOSE.some((skip) => skip.test(path))) continue
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? [])
          unbounded(parameter.schema, `${method} ${path} ${parameter.in} ${parameter.name}`, found)
        unbounded(operation.requestBody, `${method} ${path} body`, found)
      }
    }
    expect(found).toEqual([])
  })
})

const refused = (response: { statusCode: number; json(): unknown }, field: string, message: string) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(422)
  expect(response.json()).toMatchObject({ code: 'validationFailed', errors: { [field]: [message] } })
}

const createMatch = (match: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/matches',
    headers: coach.headers,
    payload: {
      match: {
        title: 'Club final',
        organization_id: coach.organizationId,
        license: 'free',
        match_type: 'singles',
        pairs: [{ players: [{ name: 'Ana Ortiz' }] }, { players: [{ name: 'Lea Virta' }] }],
        ...match,
      },
    },
  })
const matchCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/matches', headers: coach.headers })).json().meta.total as number

describe('texts', () => {
  it("refuses a new match player's name beyond the bound, and nothing is created", async () => {
    const before = await matchCount()
    const name = `Ana ${'o'.repeat(MATCH_PLAYER_NAME_MAX_LENGTH)}`
    const response = await createMatch({ pairs: [{ players: [{ name }] }, { players: [{ name: 'Lea Virta' }] }] })
    refused(response, 'pairs.0.players.0.name', messages.textTooLong)
    expect(await matchCount()).toBe(before)

    const longest = `Ana ${'o'.repeat(MATCH_PLAYER_NAME_MAX_LENGTH - 4)}`
    const ok = await createMatch({ pairs: [{ players: [{ name: longest }] }, { players: [{ name: 'Lea Virta' }] }] })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().match.pairs[0].players[0].name).toBe(longest)
  })

  it('refuses more players in a pair, or more serving slots, than a match has', async () => {
    const players = Array.from({ length: 1000 }, (_, i) => ({ name: `Player ${i}` }))
    refused(
      await createMatch({ match_type: 'doubles', pairs: [{ players }, { players: [{ name: 'Lea Virta' }] }] }),
      'pairs.0.players',
      messages.pairSize,
    )
    const slot = { team: 0, index: 0 }
    refused(await createMatch({ server_order: Array(1000).fill(slot) }), 'server_order', messages.invalidServerOrder)
  })

  it('answers every bounded text with the translatable textTooLong', async () => {
    refused(await createMatch({ title: 'x'.repeat(TITLE_MAX_LENGTH + 1) }), 'title', messages.textTooLong)
    const me = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/me',
      headers: coach.headers,
      payload: { user: { first_name: 'x'.repeat(NAME_MAX_LENGTH + 1) } },
    })
    refused(me, 'first_name', messages.textTooLong)
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/v2/players',
      headers: coach.headers,
      payload: { player: { first_name: 'Lea', display_name: 'x'.repeat(NAME_MAX_LENGTH + 1) } },
    })
    refused(player, 'display_name', messages.textTooLong)
  })

  it('bounds what the sign-in and reset forms send', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/login.json',
      payload: {
        user: { email: 'a@example.com', password: 'secret123', organization: 'x'.repeat(SUBDOMAIN_MAX_LENGTH + 1) },
      },
    })
    refused(login, 'organization', messages.subdomainInvalid)
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/reset_password',
      payload: {
        user: {
          reset_password_token: 'x'.repeat(RESET_TOKEN_MAX_LENGTH + 1),
          password: 'secret123',
          password_confirmation: 'secret123',
        },
      },
    })
    refused(reset, 'reset_password_token', messages.resetTokenInvalid)
  })
})

describe('dates outside what the database holds', () => {
  // Year 0 does not exist in PostgreSQL; an offset moves 9999-12-31 into the year 10000, whose ISO text a JS Date
  // writes as +010000-…: each of these answered 500.
  const FAR = [
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59-23:59',
    '1899-12-31T23:59:59.999Z',
  ]

  it('refuses them in a showing window with 422 dateOutOfRange, on creation and on edit', async () => {
    const match = await newMatch(t.app, coach)
    for (const date of FAR) {
      refused(await createMatch({ start_showing_at: date }), 'start_showing_at', messages.dateOutOfRange)
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/matches/${match.id}`,
        headers: coach.headers,
        payload: { match: { stop_showing_at: date } },
      })
      refused(edit, 'stop_showing_at', messages.dateOutOfRange)
    }
  })

  it('takes the first and last moment of the range', async () => {
    const match = await newMatch(t.app, coach)
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/matches/${match.id}`,
      headers: coach.headers,
      payload: { match: { start_showing_at: '1900-01-01T00:00:00Z', stop_showing_at: '9999-12-31T23:59:59.999Z' } },
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.json().match).toMatchObject({
      start_showing_at: '1900-01-01T00:00:00.000Z',
      stop_showing_at: '9999-12-31T23:59:59.999Z',
    })
  })

  it("refuses them as an athlete's coaching start date", async () => {
    for (const date of ['0000-01-01', '1899-12-31']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/players',
        headers: coach.headers,
        payload: { player: { first_name: 'Lea', coaching_start_date: date } },
      })
      refused(response, 'coaching_start_date', messages.dateOutOfRange)
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v2/players',
      headers: coach.headers,
      payload: { player: { first_name: 'Lea', coaching_start_date: '9999-12-31' } },
    })
    expect(ok.statusCode).toBe(201)
  })

  it("refuses them as a point's tap time", async () => {
    const match = await newMatch(t.app, coach)
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers: coach.headers,
      payload: {
        ball: { client_id: randomUUID(), point_type: 'other', winner_team: 0, tapped_at: '0000-01-01T00:00:00Z' },
      },
    })
    refused(response, 'tapped_at', messages.dateOutOfRange)
  })
})
