import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ballCreatedSchema, liveMessageSchema } from '@courtside/contracts'
import { insertMembership } from '../src/modules/organizations/organization-repository.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'
import { rawFrames, confirmedConsumer, subscribedConsumer } from './support/live-clients.ts'

let t: TestApp
let baseUrl: string
let owner: TestCoach
const closers: (() => void)[] = []

beforeAll(async () => {
  t = await createTestApp({ freePlanProGamesPerMonth: 1000 })
  owner = await newCoach(t.app)
  baseUrl = await t.listen()
})
afterAll(async () => {
  for (const close of closers) close()
  await t?.close()
})

const listening = (token: string) => confirmedConsumer(baseUrl, token, closers)

const socketUrl = (query: string) => `${baseUrl.replace('http', 'ws')}/socket${query}`

describe('/socket', () => {
  it('welcomes the real consumer, confirms the channel and delivers match_updated after a point', async () => {
    const client = await listening(owner.token)
    const m = await newMatch(t.app, owner)
    const response = await postBall(t.app, owner.headers, m.id, quickPoint(0))
    const { match } = ballCreatedSchema.parse(response.json())
    await eventually(
      () => client.state.received.some((r) => (r as { updated_at: string }).updated_at === match.updated_at),
      5000,
      'delivery',
    )
    const message = liveMessageSchema.parse(client.state.received.at(-1))
    expect(message).toEqual({ type: 'match_updated', match_id: m.id, updated_at: match.updated_at })

    // Undo announces itself too.
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/matches/${m.id}/balls/last`,
      headers: owner.headers,
    })
    const after = undone.json().match.updated_at as string
    await eventually(
      () => client.state.received.some((r) => (r as { updated_at: string }).updated_at === after),
      5000,
      'undo delivery',
    )
  })

  it('delivers only to users who may see the match', async () => {
    const member = await newCoach(t.app)
    const admin = await newCoach(t.app)
    const stranger = await newCoach(t.app)
    await insertMembership(t.db, {
      organizationId: owner.organizationId,
      userId: member.userId,
      role: 'coach',
      status: 'connected',
      now: new Date(),
    })
    await insertMembership(t.db, {
      organizationId: owner.organizationId,
      userId: admin.userId,
      role: 'admin',
      status: 'connected',
      now: new Date(),
    })
    const [own, mem, adm, str] = await Promise.all([owner, member, admin, stranger].map((c) => listening(c.token)))
    const internal = await newMatch(t.app, owner, { visibility: 'internal' })
    const priv = await newMatch(t.app, owner, { visibility: 'private' })
    for (const c of [own, mem, adm, str]) c!.state.received.length = 0

    await postBall(t.app, owner.headers, internal.id, quickPoint(0))
    await postBall(t.app, owner.headers, priv.id, quickPoint(1))
    const heard = (c: typeof own, id: number) =>
      c!.state.received.some((r) => (r as { match_id: number }).match_id === id)
    await eventually(
      () => heard(own, internal.id) && heard(own, priv.id) && heard(adm, priv.id) && heard(mem, internal.id),
      5000,
      'deliveries',
    )
    // One broadcast per notice reaches every allowed socket at once; give stray frames time to show up anyway.
    await new Promise((r) => setTimeout(r, 300))
    expect(heard(mem, priv.id)).toBe(false)
    expect(str!.state.received).toEqual([])
  })

  it('refuses a bad or revoked token (a missing one makes a guest) with a disconnect that stops reconnecting', async () => {
    const bad = await subscribedConsumer(baseUrl, 'not-a-token')
    closers.push(bad.close)
    await eventually(() => bad.state.disconnects.length > 0, 5000, 'disconnect')
    expect(bad.state.disconnects[0]).toEqual({ willAttemptReconnect: false })
    expect(bad.state.connected).toBe(false)

    // Without any token the socket is a guest's (the public scoreboard, ADR 0033): the matches channel refuses it.
    const identifier = JSON.stringify({ channel: 'AuthenticatedMatchesChannel' })
    expect(await rawFrames(socketUrl(''), { ms: 800, send: [{ command: 'subscribe', identifier }] })).toEqual([
      { type: 'welcome' },
      { type: 'reject_subscription', identifier },
    ])
    const leaving = await newCoach(t.app)
    const out = await t.app.inject({ method: 'DELETE', url: '/logout.json', headers: leaving.headers })
    expect(out.statusCode).toBeLessThan(300)
    expect(await rawFrames(socketUrl(`?token=${leaving.token}`))).toEqual([
      { type: 'disconnect', reason: 'unauthorized', reconnect: false },
    ])
  })

  it('rejects the channel with params, refuses a foreign Origin and accepts the app origin', async () => {
    const identifier = JSON.stringify({ channel: 'AuthenticatedMatchesChannel', match_id: 1 })
    const frames = await rawFrames(socketUrl(`?token=${owner.token}`), {
      ms: 500,
      send: [{ command: 'subscribe', identifier }],
    })
    expect(frames).toContainEqual({ type: 'reject_subscription', identifier })
    expect(await rawFrames(socketUrl(`?token=${owner.token}`), { origin: 'http://evil.test' })).toEqual([
      { status: 403 },
    ])
    const ok = await rawFrames(socketUrl(`?token=${owner.token}`), { origin: t.config.appUrl, ms: 300 })
    expect(ok[0]).toEqual({ type: 'welcome' })
    const other = await rawFrames(`${baseUrl.replace('http', 'ws')}/not-socket`)
    expect(other).toEqual([{ status: 404 }])
  })
})
