import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ballCreatedSchema } from '@courtside/contracts'
import { LISTEN_APPLICATION_NAME } from '../src/live/notice-listener.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'
import { subscribedConsumer } from './support/live-clients.ts'
import { smallEvening } from './support/small-evening.ts'

// Two API instances only exist on a shared PostgreSQL server: PGlite lives inside one process, where LISTEN/NOTIFY
// is in-process and live-socket.test.ts covers it.
const onPostgres = Boolean(process.env.DATABASE_URL?.trim())

describe.skipIf(!onPostgres)('live fan-out across API instances (needs DATABASE_URL: PGlite is one process)', () => {
  let a: TestApp
  let b: TestApp
  let owner: TestCoach
  let pool: pg.Pool
  const closers: (() => void)[] = []

  beforeAll(async () => {
    a = await createTestApp({ freePlanProGamesPerMonth: 1000 })
    // Same database and signing secret: a second instance behind the same load balancer.
    b = await createTestApp(
      { jwtSecret: a.config.jwtSecret, freePlanProGamesPerMonth: 1000 },
      { sharedDatabaseUrl: a.databaseUrl! },
    )
    owner = await newCoach(a.app)
    pool = new pg.Pool({ connectionString: a.databaseUrl!, max: 1 })
  })
  afterAll(async () => {
    for (const close of closers) close()
    await pool?.end()
    await b?.close()
    await a?.close()
  })

  it('delivers a point recorded through instance A to a socket held by instance B, and back', async () => {
    const [urlA, urlB] = await Promise.all([a.listen(), b.listen()])
    const onB = await subscribedConsumer(urlB, owner.token)
    const onA = await subscribedConsumer(urlA, owner.token)
    closers.push(onB.close, onA.close)
    await eventually(() => onB.state.connected && onA.state.connected, 5000, 'subscriptions')

    const m = await newMatch(a.app, owner)
    const viaA = ballCreatedSchema.parse((await postBall(a.app, owner.headers, m.id, quickPoint(0))).json())
    await eventually(
      () => onB.state.received.some((r) => (r as { updated_at: string }).updated_at === viaA.match.updated_at),
      5000,
      'A → B',
    )
    expect(onB.state.received).toContainEqual({
      type: 'match_updated',
      match_id: m.id,
      updated_at: viaA.match.updated_at,
    })

    const viaB = ballCreatedSchema.parse((await postBall(b.app, owner.headers, m.id, quickPoint(1))).json())
    expect(viaB.ball.seq).toBe(2)
    await eventually(
      () => onA.state.received.some((r) => (r as { updated_at: string }).updated_at === viaB.match.updated_at),
      5000,
      'B → A',
    )
  })

  it("delivers an evening's result entered through instance A to a member's socket held by instance B", async () => {
    const urlB = await b.listen().catch(() => b.config.appUrl)
    const onB = await subscribedConsumer(urlB, owner.token)
    closers.push(onB.close)
    await eventually(() => onB.state.connected, 5000, 'subscription')
    const created = await a.app.inject({
      method: 'POST',
      url: `/api/v2/organizations/${owner.organizationId}/social_sessions`,
      headers: owner.headers,
      payload: { session: smallEvening('Two servers') },
    })
    expect(created.statusCode, created.body).toBe(201)
    const sessionId = created.json().session.id as number
    const said = { type: 'social_session_updated', organization_id: owner.organizationId, session_id: sessionId }
    await eventually(() => onB.state.received.some((r) => JSON.stringify(r) === JSON.stringify(said)), 5000, 'A → B')
  })

  it('keeps delivering after the LISTEN connection is killed (it reconnects)', async () => {
    const urlB = await b.listen().catch(() => b.config.appUrl)
    const client = await subscribedConsumer(urlB, owner.token)
    closers.push(client.close)
    await eventually(() => client.state.connected, 5000, 'subscription')
    const listeners = async () =>
      (
        await pool.query<{ pid: number }>(
          // By name: after a heartbeat the connection's last query is no longer the LISTEN.
          `select pid from pg_stat_activity where datname = current_database() and application_name = $1`,
          [LISTEN_APPLICATION_NAME],
        )
      ).rows
    const before = await listeners()
    expect(before.length).toBe(2) // one per instance
    await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)', [
      before.map((r) => r.pid),
    ])
    const start = Date.now()
    // Two new backends (the terminated ones may still be listed for a moment).
    const old = new Set(before.map((r) => r.pid))
    while ((await listeners()).filter((r) => !old.has(r.pid)).length < 2) {
      if (Date.now() - start > 10_000) throw new Error('LISTEN connections did not come back')
      await new Promise((r) => setTimeout(r, 50))
    }
    const m = await newMatch(a.app, owner)
    const viaA = ballCreatedSchema.parse((await postBall(a.app, owner.headers, m.id, quickPoint(0))).json())
    await eventually(
      () => client.state.received.some((r) => (r as { updated_at: string }).updated_at === viaA.match.updated_at),
      5000,
      'after reconnect',
    )
  })

  it('a new instance tells its first subscriber of a change made through another one before it listened', async () => {
    const m = await newMatch(a.app, owner)
    const viaA = ballCreatedSchema.parse((await postBall(a.app, owner.headers, m.id, quickPoint(0))).json())
    // Started after the change: it never heard the notice, and reads the window from the database (ADR 0078).
    const c = await createTestApp(
      { jwtSecret: a.config.jwtSecret, freePlanProGamesPerMonth: 1000 },
      { sharedDatabaseUrl: a.databaseUrl! },
    )
    try {
      const client = await subscribedConsumer(await c.listen(), owner.token)
      closers.push(client.close)
      await eventually(
        () => client.state.received.some((r) => (r as { updated_at: string }).updated_at === viaA.match.updated_at),
        5000,
        'caught up on C',
      )
      expect(client.state.received).toContainEqual({
        type: 'match_updated',
        match_id: m.id,
        updated_at: viaA.match.updated_at,
      })
    } finally {
      await c.close()
    }
  })
})
