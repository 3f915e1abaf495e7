import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import {
  apiKeyListSchema,
  ballCreatedSchema,
  createdApiKeySchema,
  matchListSchema,
  matchResponseSchema,
  messages,
} from '@courtside/contracts'
import { organizationApiKeys, matches } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createMatch, joinOrganization, matchBody, noRateLimits } from './support/matches.ts'
import { quickPoint } from './support/balls.ts'
import { eventually } from './support/cable-consumer.ts'
import { subscribedConsumer } from './support/live-clients.ts'

let t: TestApp
let baseUrl: string
const closers: (() => void)[] = []
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  baseUrl = await t.listen()
})
afterAll(async () => {
  for (const close of closers) close()
  await t?.close()
})

type Person = Awaited<ReturnType<typeof coach>>
const keyHeaders = (key: string) => ({ authorization: `Bearer ${key}` })

async function newKey(admin: Person, organizationId: number, name = 'Court 1') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/organizations/${organizationId}/api_keys`,
    headers: admin.headers,
    payload: { api_key: { name } },
  })
  expect(response.statusCode).toBe(201)
  expect(response.headers['cache-control']).toBe('no-store')
  return createdApiKeySchema.parse(response.json()).api_key
}

const listKeys = async (admin: Person, organizationId: number) =>
  apiKeyListSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/organizations/${organizationId}/api_keys`,
        headers: admin.headers,
      })
    ).json(),
  ).api_keys

describe('scoreboard API keys', () => {
  it('shown once, stored hashed, listed by name and last use, revoked → 401 at once', async () => {
    const admin = await coach(t.app)
    const key = await newKey(admin, admin.organizationId, 'Centre court')
    expect(key.key).toMatch(/^cs_live_[A-Za-z0-9_-]{40,}$/)
    const stored = await t.db.select().from(organizationApiKeys)
    expect(stored.some((row) => row.keyHash.includes(key.key) || row.prefix === key.key)).toBe(false)

    const listed = await listKeys(admin, admin.organizationId)
    expect(listed).toEqual([
      expect.objectContaining({ id: key.id, name: 'Centre court', last_used_at: null, prefix: key.key.slice(0, 12) }),
    ])
    expect(JSON.stringify(listed)).not.toContain(key.key)

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/matches',
      headers: keyHeaders(key.key),
      payload: { match: matchBody(admin.organizationId, { visibility: 'internal' }) },
    })
    expect(created.statusCode).toBe(201)
    const match = matchResponseSchema.parse(created.json()).match
    expect(match.source).toBe('live')
    expect(match.organization?.id).toBe(admin.organizationId)
    expect((await listKeys(admin, admin.organizationId))[0]!.last_used_at).not.toBeNull()

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/organizations/${admin.organizationId}/api_keys/${key.id}`,
      headers: admin.headers,
    })
    expect(revoked.statusCode).toBe(204)
    const after = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers: keyHeaders(key.key),
      payload: { ball: quickPoint(0) },
    })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ message: messages.unauthorized, code: 'unauthorized' })
    expect(await listKeys(admin, admin.organizationId)).toEqual([])
  })

  it('records and undoes points and changes the server through the same endpoints; idempotent client_id', async () => {
    const admin = await coach(t.app)
    const { key } = await newKey(admin, admin.organizationId)
    const headers = keyHeaders(key)
    const match = await createMatch(t.app, headers, matchBody(admin.organizationId))
    const point = quickPoint(0)
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers,
      payload: { ball: point },
    })
    expect(first.statusCode).toBe(201)
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers,
      payload: { ball: point },
    })
    expect(retry.statusCode).toBe(200)
    expect(ballCreatedSchema.parse(retry.json()).match.points_count).toBe(1)
    const undo = await t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${match.id}/balls/last`, headers })
    expect(undo.statusCode).toBe(200)
    expect(undo.json().match.points_count).toBe(0)
    const server = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/matches/${match.id}/server`,
      headers,
      payload: { player_id: match.server_order[1] },
    })
    expect(server.statusCode).toBe(200)
    // The coach sees it under the "Live" filter.
    const live = matchListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v2/matches?source=live', headers: admin.headers })).json(),
    )
    expect(live.matches.map((m) => m.id)).toEqual([match.id])
  })

  it('a key works only for its organization and only on the scoreboard routes', async () => {
    const admin = await coach(t.app)
    const other = await coach(t.app)
    const { key } = await newKey(admin, admin.organizationId)
    const headers = keyHeaders(key)
    const before = Number((await t.db.select({ c: count() }).from(matches))[0]!.c)
    const foreignOrg = await t.app.inject({
      method: 'POST',
      url: '/api/v2/matches',
      headers,
      payload: { match: matchBody(other.organizationId) },
    })
    expect(foreignOrg.statusCode).toBe(422)
    expect(foreignOrg.json().errors.organization_id).toEqual([messages.organizationNotAdmin])
    // The admin's own other organization is still "another organization" for this key.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v2/organizations',
      headers: admin.headers,
      payload: { organization: { name: 'Second', subdomain: `second-${admin.userId}` } },
    })
    const secondId = second.json().organization.id as number
    const crossOwn = await t.app.inject({
      method: 'POST',
      url: '/api/v2/matches',
      headers,
      payload: { match: matchBody(secondId) },
    })
    expect(crossOwn.statusCode).toBe(422)
    expect(Number((await t.db.select({ c: count() }).from(matches))[0]!.c)).toBe(before)

    const othersMatch = await createMatch(
      t.app,
      other.headers,
      matchBody(other.organizationId, { visibility: 'public' }),
    )
    const adminsOwnElsewhere = await createMatch(t.app, admin.headers, matchBody(secondId))
    for (const id of [othersMatch.id, adminsOwnElsewhere.id, 999999]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${id}`, headers })
      expect(response.statusCode).toBe(404)
    }
    for (const [method, url] of [
      ['GET', '/api/v2/user/me.json'],
      ['GET', '/api/v2/matches'],
      ['DELETE', '/api/v2/user/me'],
      ['GET', `/api/v2/organizations/${admin.organizationId}/api_keys`],
      ['POST', `/api/v2/organizations/${admin.organizationId}/api_keys`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'POST' ? { api_key: { name: 'x' } } : undefined,
      })
      expect([401, 403], `${method} ${url}`).toContain(response.statusCode)
    }
    expect((await listKeys(admin, admin.organizationId)).length).toBe(1)
  })

  it('an unknown key, and the key of an admin who lost the role, get 401', async () => {
    const owner = await coach(t.app)
    const admin = await coach(t.app)
    await joinOrganization(t.db, admin.userId, owner.organizationId, 'admin')
    const { key } = await newKey(admin, owner.organizationId)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v2/matches',
      headers: keyHeaders('cs_live_not-a-real-key'),
      payload: { match: matchBody(owner.organizationId) },
    })
    expect(unknown.statusCode).toBe(401)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/organizations/${owner.organizationId}/members/${admin.userId}`,
      headers: owner.headers,
      payload: { member: { role: 'coach' } },
    })
    const demoted = await t.app.inject({
      method: 'POST',
      url: '/api/v2/matches',
      headers: keyHeaders(key),
      payload: { match: matchBody(owner.organizationId) },
    })
    expect(demoted.statusCode).toBe(401)
  })

  it('bad key input: missing name 422, unknown key id 404, another organization’s key 404', async () => {
    const admin = await coach(t.app)
    const other = await coach(t.app)
    const othersKey = await newKey(other, other.organizationId)
    const noName = await t.app.inject({
      method: 'POST',
      url: `/api/v2/organizations/${admin.organizationId}/api_keys`,
      headers: admin.headers,
      payload: { api_key: { name: ' ' } },
    })
    expect(noName.statusCode).toBe(422)
    expect(noName.json().errors).toEqual({ name: [messages.apiKeyNameRequired] })
    for (const id of [othersKey.id, 987654, 'abc']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/organizations/${admin.organizationId}/api_keys/${id}`,
        headers: admin.headers,
      })
      expect(response.statusCode).toBe(404)
    }
    expect(await listKeys(other, other.organizationId)).toHaveLength(1)
    expect(await listKeys(admin, admin.organizationId)).toHaveLength(0)
  })
})

describe('live: a match pushed with a key reaches members, and leaving stops it at once', () => {
  it("delivers the scoreboard's points to a member's socket; none after the member is removed", async () => {
    const admin = await coach(t.app)
    const member = await coach(t.app)
    await joinOrganization(t.db, member.userId, admin.organizationId, 'coach')
    const { key } = await newKey(admin, admin.organizationId)
    const socket = await subscribedConsumer(baseUrl, member.token)
    closers.push(socket.close)
    await eventually(() => socket.state.connected, 5000, 'subscribed')

    const match = await createMatch(t.app, keyHeaders(key), matchBody(admin.organizationId, { visibility: 'internal' }))
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers: keyHeaders(key),
      payload: { ball: quickPoint(0) },
    })
    const updatedAt = ballCreatedSchema.parse(first.json()).match.updated_at
    await eventually(
      () => socket.state.received.some((m) => (m as { updated_at: string }).updated_at === updatedAt),
      5000,
      'the member hears the point',
    )

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/organizations/${admin.organizationId}/members/${member.userId}`,
      headers: admin.headers,
    })
    expect(removed.statusCode).toBe(204)
    // The admin's own socket is the witness that the next notice was delivered.
    const witness = await subscribedConsumer(baseUrl, admin.token)
    closers.push(witness.close)
    await eventually(() => witness.state.connected, 5000, 'witness subscribed')
    const heard = socket.state.received.length
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers: keyHeaders(key),
      payload: { ball: quickPoint(1) },
    })
    const secondAt = ballCreatedSchema.parse(second.json()).match.updated_at
    await eventually(
      () => witness.state.received.some((m) => (m as { updated_at: string }).updated_at === secondAt),
      5000,
      'the admin hears the second point',
    )
    expect(socket.state.received.length).toBe(heard)
  })
})
