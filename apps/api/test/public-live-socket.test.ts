import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ballCreatedSchema,
  matchShareResponseSchema,
  publicLiveMessageSchema,
  PUBLIC_MATCH_CHANNEL,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'
import { guestConsumer, rawFrames, subscribedConsumer } from './support/live-clients.ts'

// ADR 0033: PublicMatchChannel on /socket, joined without an account, with a share token only.

let t: TestApp
let baseUrl: string
let owner: TestCoach
const closers: (() => void)[] = []
const GUESTS_PER_ADDRESS = 4

beforeAll(async () => {
  t = await createTestApp({ live: { maxGuestSocketsPerAddress: GUESTS_PER_ADDRESS } })
  owner = await newCoach(t.app)
  baseUrl = await t.listen()
})
// Guests of one test must not count against the next one's per-address share.
afterEach(async () => {
  for (const close of closers.splice(0)) close()
  await new Promise((r) => setTimeout(r, 200))
})
afterAll(() => t?.close())

const socketUrl = (query = '') => `${baseUrl.replace('http', 'ws')}/socket${query}`
const patch = (id: number, match: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v2/matches/${id}`, headers: owner.headers, payload: { match } })

async function sharedMatch(overrides: Record<string, unknown> = {}) {
  const match = await newMatch(t.app, owner, { license: 'free', visibility: 'public', ...overrides })
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/matches/${match.id}/share`,
    headers: owner.headers,
  })
  return { match, token: matchShareResponseSchema.parse(response.json()).share!.token }
}

async function watching(token: string) {
  const guest = await guestConsumer(baseUrl, token)
  closers.push(guest.close)
  await eventually(() => guest.state.connected || guest.state.rejected, 5000, 'subscription answered')
  return guest
}

async function point(matchId: number, team: 0 | 1 = 0): Promise<string> {
  const response = await postBall(t.app, owner.headers, matchId, quickPoint(team))
  expect(response.statusCode).toBe(201)
  return ballCreatedSchema.parse(response.json()).match.updated_at
}

const heard = (guest: { state: { received: unknown[] } }, updatedAt: string) =>
  guest.state.received.some((m) => (m as { updated_at?: string }).updated_at === updatedAt)

/** Subscribes with a raw identifier on a guest socket and returns what the server answered. */
async function rawSubscribe(params: Record<string, unknown>, query = '') {
  const identifier = JSON.stringify({ channel: PUBLIC_MATCH_CHANNEL, ...params })
  const frames = await rawFrames(socketUrl(query), { ms: 800, send: [{ command: 'subscribe', identifier }] })
  return frames.filter((f) => (f as { type?: string }).type !== 'ping')
}

describe('PublicMatchChannel (ADR 0033)', () => {
  it('streams the shared match to a guest, without its id, and nothing of any other match', async () => {
    const { match, token } = await sharedMatch()
    const other = await sharedMatch()
    const guest = await watching(token)
    expect(guest.state.connected).toBe(true)

    const mine = await point(match.id)
    await eventually(() => heard(guest, mine), 5000, 'delivery')
    expect(guest.state.received.at(-1)).toEqual({ type: 'match_updated', updated_at: mine })
    expect(publicLiveMessageSchema.parse(guest.state.received.at(-1))).toBeTruthy()

    const theirs = await point(other.match.id)
    const mineAgain = await point(match.id, 1)
    await eventually(() => heard(guest, mineAgain), 5000, 'second delivery')
    expect(heard(guest, theirs)).toBe(false)
    for (const message of guest.state.received) expect(JSON.stringify(message)).not.toContain('match_id')
  })

  it('refuses other channels, other params, unknown and private tokens', async () => {
    const { match, token } = await sharedMatch()
    const priv = await newMatch(t.app, owner, { license: 'free', visibility: 'private' })
    const refused = (identifier: Record<string, unknown>) => [
      { type: 'welcome' },
      { type: 'reject_subscription', identifier: JSON.stringify({ channel: PUBLIC_MATCH_CHANNEL, ...identifier }) },
    ]
    for (const params of [
      {},
      { token: 'x'.repeat(32) },
      { token: token.slice(0, 31) },
      { token, match_id: priv.id },
      { match_id: match.id },
      { token: 42 },
      { token: `${token.slice(0, 31)}\u0000` },
    ]) {
      expect(await rawSubscribe(params)).toEqual(refused(params))
    }
    // A guest cannot join the signed-in channel, and a bad sign-in token is no guest.
    const identifier = JSON.stringify({ channel: 'AuthenticatedMatchesChannel' })
    expect(await rawFrames(socketUrl(), { ms: 800, send: [{ command: 'subscribe', identifier }] })).toEqual([
      { type: 'welcome' },
      { type: 'reject_subscription', identifier },
    ])
    expect(await rawFrames(socketUrl('?token=bad'))).toEqual([
      { type: 'disconnect', reason: 'unauthorized', reconnect: false },
    ])
    // A signed-in user may watch a shared match too.
    const coach = await subscribedConsumer(baseUrl, owner.token)
    closers.push(coach.close)
    const frames = await rawSubscribe({ token }, `?token=${owner.token}`)
    expect(frames.slice(0, 2)).toEqual([
      { type: 'welcome' },
      { type: 'confirm_subscription', identifier: JSON.stringify({ channel: PUBLIC_MATCH_CHANNEL, token }) },
    ])
  })

  it('tells a new guest the change of the last half minute it may have missed, once, with its time (ADR 0078)', async () => {
    // The owner follows from before: once it heard the last change, this instance has too (its notices arrive in
    // order), so what the guest hears below is a catch-up.
    const owners = await subscribedConsumer(baseUrl, owner.token)
    closers.push(owners.close)
    await eventually(() => owners.state.connected, 5000, 'owner subscribed')
    const { match, token } = await sharedMatch()
    await point(match.id, 0)
    const latest = await point(match.id, 1)
    // Another match's change is not this guest's business.
    const other = await sharedMatch()
    const otherPoint = await point(other.match.id)
    await eventually(() => heard(owners, otherPoint), 5000, 'the instance heard every change')
    const identifier = JSON.stringify({ channel: PUBLIC_MATCH_CHANNEL, token })
    expect(await rawSubscribe({ token })).toEqual([
      { type: 'welcome' },
      { type: 'confirm_subscription', identifier },
      { identifier, message: { type: 'match_updated', updated_at: latest } },
    ])
  })

  it('ends the stream when the link is revoked or replaced, and a revoked token cannot subscribe again', async () => {
    const first = await sharedMatch()
    const guest = await watching(first.token)
    await t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${first.match.id}/share`, headers: owner.headers })
    await eventually(() => guest.state.received.some((m) => (m as { type: string }).type === 'share_ended'), 5000)
    const after = await point(first.match.id)
    await new Promise((r) => setTimeout(r, 300))
    expect(heard(guest, after)).toBe(false)
    expect((await rawSubscribe({ token: first.token }))[1]).toMatchObject({ type: 'reject_subscription' })

    const second = await sharedMatch()
    const replaced = await watching(second.token)
    await t.app.inject({ method: 'POST', url: `/api/v2/matches/${second.match.id}/share`, headers: owner.headers })
    await eventually(() => replaced.state.received.some((m) => (m as { type: string }).type === 'share_ended'), 5000)
  })

  it('ends the stream when the match leaves its window or stops being public, even with no change', async () => {
    const moved = await sharedMatch()
    const guest = await watching(moved.token)
    await patch(moved.match.id, { stop_showing_at: new Date(Date.now() - 1000).toISOString() })
    await eventually(() => guest.state.received.some((m) => (m as { type: string }).type === 'share_ended'), 5000)

    const internal = await sharedMatch()
    const second = await watching(internal.token)
    await patch(internal.match.id, { visibility: 'internal' })
    await eventually(() => second.state.received.some((m) => (m as { type: string }).type === 'share_ended'), 5000)

    // The window closes by itself: a timer, no notice at all.
    const closing = await sharedMatch({ stop_showing_at: new Date(Date.now() + 1500).toISOString() })
    const third = await watching(closing.token)
    expect(third.state.connected).toBe(true)
    // Only the catch-up of its creation a moment ago (ADR 0078), no end yet.
    expect(third.state.received.map((m) => (m as { type: string }).type)).toEqual(['match_updated'])
    await eventually(() => third.state.received.some((m) => (m as { type: string }).type === 'share_ended'), 5000)

    // Before the window opens the link opens nothing live either.
    const later = await sharedMatch({ start_showing_at: new Date(Date.now() + 3_600_000).toISOString() })
    expect((await rawSubscribe({ token: later.token }))[1]).toMatchObject({ type: 'reject_subscription' })
  })

  it('holds a few guest sockets per address; more are told to come back later', async () => {
    const { token } = await sharedMatch()
    const guests = await Promise.all(Array.from({ length: GUESTS_PER_ADDRESS }, () => watching(token)))
    expect(guests.every((g) => g.state.connected)).toBe(true)
    expect(await rawFrames(socketUrl())).toEqual([
      { type: 'disconnect', reason: 'too_many_connections', reconnect: true },
    ])
    // Signed-in sockets are not counted against guests.
    const coach = await subscribedConsumer(baseUrl, owner.token)
    closers.push(coach.close)
    await eventually(() => coach.state.connected, 5000, 'coach connected')
    for (const guest of guests) guest.close()
    await new Promise((r) => setTimeout(r, 300))
    expect((await rawFrames(socketUrl(), { ms: 500 }))[0]).toEqual({ type: 'welcome' })
  })
})
