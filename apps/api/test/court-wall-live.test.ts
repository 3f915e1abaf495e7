import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ballCreatedSchema,
  courtResponseSchema,
  courtWallLinkResponseSchema,
  courtWallResponseSchema,
  courtWithOrganizationResponseSchema,
  matchResponseSchema,
  publicMatchSchema,
  publicWallMessageSchema,
  PUBLIC_WALL_CHANNEL,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { postBall, quickPoint } from './support/balls.ts'
import { coach } from './support/matches.ts'
import { guestConsumer, rawFrames, subscribedConsumer } from './support/live-clients.ts'

/**
 * The court wall live (packages/contracts/src/court.ts): PublicWallChannel on /socket for a guest holding the wall
 * token, the server's clock on every scoreboard for the "no update" notice, and one court read for the QR start.
 */
let t: TestApp
let baseUrl: string
let clock = Date.parse('2026-11-28T10:00:00Z')
type Person = Awaited<ReturnType<typeof coach>>
let host: Person // superadmin of the club
let outsider: Person
const closers: (() => void)[] = []

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) })
  host = await coach(t.app)
  outsider = await coach(t.app)
  baseUrl = await t.listen()
})
afterEach(async () => {
  for (const close of closers.splice(0)) close()
  await new Promise((r) => setTimeout(r, 100))
})
afterAll(() => t?.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, person: Person, payload?: object) =>
  t.app.inject({ method, url, headers: person.headers, ...(payload ? { payload } : {}) })

async function addCourt(name: string, person = host) {
  const response = await call('POST', `/api/v2/organizations/${person.organizationId}/courts`, person, {
    court: { name },
  })
  expect(response.statusCode, response.body).toBe(201)
  return courtResponseSchema.parse(response.json()).court
}

async function newWall(person = host) {
  const response = await call('POST', `/api/v2/organizations/${person.organizationId}/wall`, person)
  return courtWallLinkResponseSchema.parse(response.json()).wall.token
}

async function courtMatch(courtId: number, person = host, visibility = 'public') {
  const response = await call('POST', '/api/v2/matches', person, {
    match: {
      title: 'Court final',
      organization_id: person.organizationId,
      court_id: courtId,
      license: 'free',
      visibility,
      pairs: [
        { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
      ],
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return matchResponseSchema.parse(response.json()).match
}

async function watching(token: string) {
  const guest = await guestConsumer(baseUrl, token)
  closers.push(guest.close)
  await eventually(() => guest.state.connected || guest.state.rejected, 5000, 'subscription answered')
  return guest
}

/** A guest consumer on the wall channel (guestConsumer's channel swapped). */
async function wallGuest(token: string) {
  const guest = await guestConsumer(baseUrl, token, { channel: PUBLIC_WALL_CHANNEL })
  closers.push(guest.close)
  await eventually(() => guest.state.connected || guest.state.rejected, 5000, 'subscription answered')
  return guest
}

const types = (guest: { state: { received: unknown[] } }) =>
  guest.state.received.map((message) => publicWallMessageSchema.parse(message).type)
const heardUpdates = (guest: { state: { received: unknown[] } }) =>
  types(guest).filter((type) => type === 'wall_updated').length

async function point(matchId: number, person = host) {
  const response = await postBall(t.app, person.headers, matchId, quickPoint(0))
  expect(response.statusCode, response.body).toBe(201)
}

describe('PublicWallChannel', () => {
  it("tells a guest of every point on the club's courts, and nothing of another club's", async () => {
    const court = await addCourt('Centre')
    const token = await newWall()
    const guest = await wallGuest(token)
    expect(guest.state.connected).toBe(true)
    const match = await courtMatch(court.id)
    await eventually(() => heardUpdates(guest) >= 1, 5000, 'match created')

    const before = heardUpdates(guest)
    await point(match.id)
    await eventually(() => heardUpdates(guest) > before, 5000, 'point heard')
    // A private match on a court changes the wall too ("in use"), still with no id or name in the message.
    const hidden = await courtMatch((await addCourt('Side')).id, host, 'private')
    await point(hidden.id)
    await eventually(() => heardUpdates(guest) >= before + 4, 5000, 'court, match and point heard')
    for (const message of guest.state.received) expect(Object.keys(message as object)).toEqual(['type'])

    const otherCourt = await addCourt('Elsewhere', outsider)
    const foreign = await courtMatch(otherCourt.id, outsider)
    const heard = heardUpdates(guest)
    await point(foreign.id, outsider)
    await point(match.id)
    await eventually(() => heardUpdates(guest) > heard, 5000, 'own point after the foreign one')
    await new Promise((r) => setTimeout(r, 200))
    expect(heardUpdates(guest)).toBe(heard + 1)
  })

  it('tells the wall when a match leaves its court and when it is deleted', async () => {
    const token = await newWall()
    const court = await addCourt('Move from')
    const match = await courtMatch(court.id)
    const guest = await wallGuest(token)
    const before = heardUpdates(guest)
    await point(match.id)
    await eventually(() => heardUpdates(guest) > before, 5000, 'point heard')
    const moved = await call('PATCH', `/api/v2/matches/${match.id}`, host, { match: { court_id: null } })
    expect(moved.statusCode, moved.body).toBe(200)
    await eventually(() => heardUpdates(guest) > before + 1, 5000, 'move heard')
    await t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${match.id}`, headers: host.headers })
    await eventually(() => heardUpdates(guest) > before + 2, 5000, 'deletion heard')
  })

  it('ends the stream when the link is replaced or ended, and the old token cannot subscribe again', async () => {
    const first = await newWall()
    const guest = await wallGuest(first)
    const second = await newWall()
    await eventually(() => types(guest).includes('wall_ended'), 5000, 'replaced')
    expect((await wallGuest(first)).state.rejected).toBe(true)

    const onSecond = await wallGuest(second)
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/organizations/${host.organizationId}/wall`,
      headers: host.headers,
    })
    await eventually(() => types(onSecond).includes('wall_ended'), 5000, 'ended')
    const after = onSecond.state.received.length
    await addCourt('After the end')
    await new Promise((r) => setTimeout(r, 200))
    expect(onSecond.state.received.length).toBe(after)
  })

  it('refuses other params, share tokens, unknown and hostile tokens', async () => {
    const token = await newWall()
    const share = await courtMatch((await addCourt('Shared')).id)
    const shared = await call('POST', `/api/v2/matches/${share.id}/share`, host)
    const shareToken = shared.json().share.token as string
    for (const params of [
      {},
      { token: 'x'.repeat(32) },
      { token: token.slice(0, 31) },
      { token: `${token.slice(0, 31)}\u0000` },
      { token: shareToken },
      { token, organization_id: host.organizationId },
      { token: 42 },
    ]) {
      const identifier = JSON.stringify({ channel: PUBLIC_WALL_CHANNEL, ...params })
      const frames = await rawFrames(`${baseUrl.replace('http', 'ws')}/socket`, {
        ms: 600,
        send: [{ command: 'subscribe', identifier }],
      })
      expect(frames, JSON.stringify(params)).toEqual([{ type: 'welcome' }, { type: 'reject_subscription', identifier }])
    }
    // A wall token opens no match's scoreboard channel.
    expect((await watching(token)).state.rejected).toBe(true)
  })
})

describe("the server's clock on guest scoreboards", () => {
  it('stamps server_time on every answer and last_point_at when a point is recorded', async () => {
    const court = await addCourt('Clock court')
    const token = await newWall()
    const match = await courtMatch(court.id)
    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/walls/${token}` })
      expect(response.statusCode, response.body).toBe(200)
      const shown = courtWallResponseSchema.parse(response.json()).wall.courts.find((c) => c.name === 'Clock court')
      return publicMatchSchema.parse(shown!.match)
    }
    clock = Date.parse('2026-11-28T10:00:00Z')
    expect(await read()).toMatchObject({ last_point_at: null, server_time: '2026-11-28T10:00:00.000Z' })
    await point(match.id)
    clock += 7 * 60_000
    // The same version of the match is cached; the clock is not.
    expect(await read()).toMatchObject({
      last_point_at: '2026-11-28T10:00:00.000Z',
      server_time: '2026-11-28T10:07:00.000Z',
    })
  })
})

describe('GET /api/v2/courts/:court_id', () => {
  it('gives a member the court and its club, and reads as missing for anyone else', async () => {
    const court = await addCourt('QR court')
    const response = await call('GET', `/api/v2/courts/${court.id}`, host)
    expect(response.statusCode, response.body).toBe(200)
    expect(courtWithOrganizationResponseSchema.parse(response.json()).court).toEqual({
      ...court,
      organization: { id: host.organizationId, name: expect.any(String) },
    })
    expect((await call('GET', `/api/v2/courts/${court.id}`, outsider)).statusCode).toBe(404)
    expect((await call('GET', `/api/v2/courts/99999999`, host)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/courts/${court.id}` })).statusCode).toBe(401)
    for (const bad of ['x', '1e3', '-1', '99999999999999999999', '%00']) {
      const answer = await call('GET', `/api/v2/courts/${bad}`, host)
      expect([400, 404, 422], bad).toContain(answer.statusCode)
      expect(answer.json()).toHaveProperty('message')
    }
  })
})

describe('a new wall guest catches up (docs/decisions/0078-a-new-subscription-catches-up.md)', () => {
  it("hears that its club's wall changed within the last half minute, and nothing of another club's", async () => {
    // The host's own socket follows from before: notices reach this instance in the order they were sent, so once
    // it heard the last change below, every change before it has been heard too (PostgreSQL delivers them on a
    // connection of their own, a moment later), and the window can be moved past all of them.
    const follower = await subscribedConsumer(baseUrl, host.token)
    closers.push(follower.close)
    await eventually(() => follower.state.connected, 5000, 'host subscribed')
    const court = await addCourt('Catch-up court')
    const match = await courtMatch(court.id)
    const token = await newWall()
    const othersToken = await newWall(outsider)
    const last = await postBall(t.app, host.headers, match.id, quickPoint(1))
    const lastAt = ballCreatedSchema.parse(last.json()).match.updated_at
    await eventually(
      () => follower.state.received.some((m) => (m as { updated_at?: string }).updated_at === lastAt),
      5000,
      'every change heard',
    )

    // A window later nothing has changed: a new guest has nothing to catch up on.
    clock += 31_000
    const quiet = await wallGuest(token)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(types(quiet)).toEqual([])

    // A point on the club's court before the guest subscribed: told. A guest that subscribes while the point's
    // fan-out is under way (it reads the match's club first) hears it twice, caught up and live: one refresh more.
    await point(match.id)
    expect(new Set(types(await eventuallyTold(token)))).toEqual(new Set(['wall_updated']))
    const other = await wallGuest(othersToken)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(types(other)).toEqual([])
  })

  it('says resync in the first half minute of an instance: court changes before it listened are unknown to it', async () => {
    // A clock that stands still: the instance never leaves its first window.
    const fresh = await createTestApp({ now: () => new Date(clock) })
    try {
      const person = await coach(fresh.app)
      const link = await fresh.app.inject({
        method: 'POST',
        url: `/api/v2/organizations/${person.organizationId}/wall`,
        headers: person.headers,
      })
      const guest = await guestConsumer(
        await fresh.listen(),
        courtWallLinkResponseSchema.parse(link.json()).wall.token,
        {
          channel: PUBLIC_WALL_CHANNEL,
        },
      )
      closers.push(guest.close)
      await eventually(() => guest.state.received.length > 0, 5000, 'catch-up')
      expect(types(guest)).toEqual(['resync'])
    } finally {
      await fresh.close()
    }
  })
})

/** A wall guest once it heard something (the catch-up follows the confirmation, after a query). */
async function eventuallyTold(token: string) {
  const guest = await wallGuest(token)
  await eventually(() => guest.state.received.length > 0, 5000, 'catch-up')
  return guest
}
