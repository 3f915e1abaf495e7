import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { like, sql } from 'drizzle-orm'
import { ballCreatedSchema, PUBLIC_MATCH_CHANNEL, SHARE_TOKEN_LENGTH } from '@courtside/contracts'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { CABLE_PROTOCOL } from '../src/live/cable-protocol.ts'
import { DEFAULT_LIVE_LIMITS } from '../src/live/live-limits.ts'
import { rateLimitBuckets } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, newSharedMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'
import { guestConsumer, subscribedConsumer } from './support/live-clients.ts'
import { handRolledCableSocket } from './support/hand-rolled-socket.ts'

// Guest (and signed-in) sockets are cheap to refuse (docs/decisions/0050-guest-sockets-are-cheap-to-refuse.md):
// a flood of commands is cut off, refused subscribes write nothing, and a closed socket's queue never runs.

const LIVE_READS_PER_IP = 50
const BURST = DEFAULT_LIVE_LIMITS.maxCommandBurst
const FLOOD = 300
/** Well formed, opens nothing: each attempt the server goes through costs a count and a lookup. */
const UNKNOWN_TOKEN = 'A'.repeat(SHARE_TOKEN_LENGTH)
const SUBSCRIBE = {
  command: 'subscribe',
  identifier: JSON.stringify({ channel: PUBLIC_MATCH_CHANNEL, token: UNKNOWN_TOKEN }),
}

let t: TestApp
let baseUrl: string
let owner: TestCoach
const closers: (() => void)[] = []

beforeAll(async () => {
  t = await createTestApp({
    // Each test speaks from an address of its own (X-Forwarded-For from the loopback "proxy"), so one test's
    // attempts never spend another's budget; the real consumers speak from 127.0.0.1.
    trustProxy: 'loopback',
    rateLimits: {
      ...structuredClone(DEFAULT_RATE_LIMITS),
      // A day's window: no window ends in the middle of a test and resets the counts read here.
      liveMatch: { perAddress: 0, perIp: LIVE_READS_PER_IP, windowSeconds: 24 * 60 * 60 },
    },
  })
  owner = await newCoach(t.app)
  baseUrl = await t.listen()
})
afterAll(async () => {
  for (const close of closers) close()
  await t?.close()
})

/** Every live read counted in the database so far: one write each. */
async function liveReadsCounted(): Promise<number> {
  const rows = await t.db
    .select({ total: sql<string>`coalesce(sum(${rateLimitBuckets.count}), 0)` })
    .from(rateLimitBuckets)
    .where(like(rateLimitBuckets.key, 'liveMatch:%'))
  return Number(rows[0]!.total)
}

const settle = () => new Promise((r) => setTimeout(r, 400))

/**
 * A socket that sends `count` subscribes at once; resolves with what it heard (pings aside) once the server closed
 * it, once it has `count` answers (then it leaves), or after `ms`.
 */
function subscribes(
  count: number,
  options: { address?: string; query?: string; ms?: number } = {},
): Promise<Record<string, unknown>[]> {
  return new Promise((resolve) => {
    const headers = options.address ? { 'x-forwarded-for': options.address } : undefined
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/socket${options.query ?? ''}`, [CABLE_PROTOCOL], {
      headers,
    })
    const frames: Record<string, unknown>[] = []
    const timer = setTimeout(() => ws.terminate(), options.ms ?? 5000)
    ws.on('open', () => {
      for (let i = 0; i < count; i++) ws.send(JSON.stringify(SUBSCRIBE))
    })
    ws.on('message', (d) => {
      const frame = JSON.parse(d.toString()) as Record<string, unknown>
      if (frame.type === 'ping') return
      frames.push(frame)
      if (frames.filter((f) => f.identifier !== undefined).length === count) ws.close()
    })
    ws.on('close', () => {
      clearTimeout(timer)
      resolve(frames)
    })
    ws.on('error', () => {})
  })
}

const cutOff = { type: 'disconnect', reason: 'too_many_commands', reconnect: true }
const answers = (frames: Record<string, unknown>[]) => frames.filter((f) => f.identifier !== undefined)

async function point(matchId: number): Promise<string> {
  const response = await postBall(t.app, owner.headers, matchId, quickPoint(0))
  expect(response.statusCode).toBe(201)
  return ballCreatedSchema.parse(response.json()).match.updated_at
}

/** Sends `count` subscribes and the close in one packet (after the welcome), then waits for the socket to go. */
async function subscribesThenLeave(count: number, address: string, query = '') {
  const socket = await handRolledCableSocket(baseUrl, { query, headers: { 'x-forwarded-for': address } })
  closers.push(socket.destroy)
  await eventually(() => socket.text().includes('"welcome"'), 5000, 'welcome')
  socket.sendTogether(Array.from({ length: count }, () => SUBSCRIBE))
  await socket.closed
}

describe('guest sockets', () => {
  it('cuts off a flood of subscribes at its burst, and the flood writes at most that many counts', async () => {
    const before = await liveReadsCounted()
    const frames = await subscribes(FLOOD, { address: '203.0.113.1' })
    expect(frames[0]).toEqual({ type: 'welcome' })
    expect(frames.at(-1)).toEqual(cutOff)
    expect(answers(frames).length).toBeLessThanOrEqual(BURST)
    await settle()
    expect((await liveReadsCounted()) - before).toBeLessThanOrEqual(BURST)
  })

  it('refuses subscribes beyond the address limit in memory: they write nothing', async () => {
    const address = '203.0.113.2'
    const before = await liveReadsCounted()
    // Three well-behaved bursts (each within one socket's allowance): 90 attempts against a limit of 50.
    for (let i = 0; i < 3; i++) {
      const frames = await subscribes(BURST, { address })
      expect(answers(frames)).toHaveLength(BURST)
      expect(answers(frames).every((f) => f.type === 'reject_subscription')).toBe(true)
    }
    // The limit, and the one count over it that found the address spent; none after it.
    expect((await liveReadsCounted()) - before).toBe(LIVE_READS_PER_IP + 1)
    // Spent: another burst is refused whole, and counts nothing more.
    expect(answers(await subscribes(BURST, { address })).every((f) => f.type === 'reject_subscription')).toBe(true)
    expect((await liveReadsCounted()) - before).toBe(LIVE_READS_PER_IP + 1)
  })

  it('remembers that the shared count refused (spent over HTTP): one write finds out, the rest write nothing', async () => {
    const address = '203.0.113.7'
    for (let i = 0; i < LIVE_READS_PER_IP; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/live/${UNKNOWN_TOKEN}`,
        headers: { 'x-forwarded-for': address },
      })
      expect(response.statusCode).toBe(404)
    }
    const before = await liveReadsCounted()
    const frames = await subscribes(BURST, { address })
    expect(answers(frames).every((f) => f.type === 'reject_subscription')).toBe(true)
    expect((await liveReadsCounted()) - before).toBe(1)
  })

  it('drops the queue of a socket that closed: its remaining subscribes never reach the database', async () => {
    const before = await liveReadsCounted()
    await subscribesThenLeave(20, '203.0.113.3')
    await settle()
    expect((await liveReadsCounted()) - before).toBe(0)
  })

  it('keeps a normal guest working after a flood from its own address: subscribed, and hears a point', async () => {
    const { match, token } = await newSharedMatch(t.app, owner)
    expect((await subscribes(FLOOD)).at(-1)).toEqual(cutOff)
    const guest = await guestConsumer(baseUrl, token)
    closers.push(guest.close)
    await eventually(() => guest.state.connected || guest.state.rejected, 5000, 'subscription answered')
    expect(guest.state.connected).toBe(true)
    const updatedAt = await point(match.id)
    await eventually(
      () => guest.state.received.some((m) => (m as { updated_at?: string }).updated_at === updatedAt),
      5000,
      'the point notice',
    )
  })
})

describe('signed-in sockets', () => {
  it('cut off a flood, refuse in memory, drop a closed socket’s queue, and keep a normal consumer working', async () => {
    const query = `?token=${owner.token}`
    let before = await liveReadsCounted()
    // Cut off even before its welcome when the sign-in check is slower than the flood: queued commands count too.
    expect((await subscribes(FLOOD, { address: '203.0.113.4', query })).at(-1)).toEqual(cutOff)
    await settle()
    expect((await liveReadsCounted()) - before).toBeLessThanOrEqual(BURST)

    before = await liveReadsCounted()
    await subscribesThenLeave(20, '203.0.113.5', query)
    await settle()
    expect((await liveReadsCounted()) - before).toBe(0)

    const address = '203.0.113.6'
    before = await liveReadsCounted()
    for (let i = 0; i < 3; i++) await subscribes(BURST, { address, query })
    expect((await liveReadsCounted()) - before).toBe(LIVE_READS_PER_IP + 1)

    const coach = await subscribedConsumer(baseUrl, owner.token)
    closers.push(coach.close)
    await eventually(() => coach.state.connected, 5000, 'subscription confirmed')
    const m = await newMatch(t.app, owner)
    const updatedAt = await point(m.id)
    await eventually(
      () => coach.state.received.some((r) => (r as { updated_at?: string }).updated_at === updatedAt),
      5000,
      'the point notice',
    )
  })
})
