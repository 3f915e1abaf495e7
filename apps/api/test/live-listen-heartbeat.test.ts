import { createServer, connect, type Server, type Socket } from 'node:net'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { ballCreatedSchema, liveResyncSchema } from '@courtside/contracts'
import { LISTEN_APPLICATION_NAME } from '../src/live/notice-listener.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, postBall, quickPoint } from './support/balls.ts'
import { subscribedConsumer } from './support/live-clients.ts'

// ADR 0022: the LISTEN connection is checked by a heartbeat and reopened when it is lost; notices sent
// meanwhile are gone, so after every reconnect each socket of the instance gets a `resync` and its client refetches.
// Only PostgreSQL has a connection to lose (PGlite's LISTEN is in-process).
const serverUrl = process.env.DATABASE_URL?.trim()

const isResync = (data: unknown) => liveResyncSchema.safeParse(data).success

/** A TCP relay in front of PostgreSQL whose open connections can be frozen: no byte passes, nothing is closed. */
async function freezableProxy(target: URL) {
  const pairs: { client: Socket; upstream: Socket; frozen: boolean }[] = []
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname)
    const pair = { client, upstream, frozen: false }
    pairs.push(pair)
    client.on('data', (d) => void (pair.frozen || upstream.write(d)))
    upstream.on('data', (d) => void (pair.frozen || client.write(d)))
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = new URL(target.toString())
  url.hostname = '127.0.0.1'
  url.port = String((server.address() as { port: number }).port)
  return {
    url: url.toString(),
    /** Every connection open now goes silent, as behind a dropped route; new ones work. */
    freeze() {
      for (const pair of pairs) pair.frozen = true
    },
    /** Cuts every connection open now (frozen ones would hold the app's shutdown); new ones still work. */
    cut() {
      for (const pair of pairs.splice(0)) {
        pair.client.destroy()
        pair.upstream.destroy()
      }
    },
    async close() {
      this.cut()
      await new Promise((r) => server.close(r))
    },
  }
}

describe.skipIf(!serverUrl)('the LISTEN connection (needs DATABASE_URL)', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function listenerPids(t: TestApp): Promise<number[]> {
    const admin = new pg.Client({ connectionString: t.databaseUrl! })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTEN_APPLICATION_NAME],
      )
      return rows.map((r) => r.pid)
    } finally {
      await admin.end()
    }
  }

  it('after the connection is terminated it comes back, every socket gets a resync, and notices flow again', async () => {
    const t = await createTestApp({ freePlanProGamesPerMonth: 1000, live: { listenHeartbeatMs: 200 } })
    cleanups.push(() => t.close())
    const url = await t.listen()
    const owner = await newCoach(t.app)
    const bystander = await newCoach(t.app)
    const clients = await Promise.all([owner, bystander].map((c) => subscribedConsumer(url, c.token)))
    for (const c of clients) cleanups.push(c.close)
    await eventually(() => clients.every((c) => c.state.connected), 5000, 'subscriptions')

    const before = await listenerPids(t)
    expect(before).toHaveLength(1)
    const admin = new pg.Client({ connectionString: t.databaseUrl! })
    await admin.connect()
    await admin.query('select pg_terminate_backend($1)', [before[0]])
    await admin.end()

    // Every socket of the instance, whatever it watches, is told to refetch.
    await eventually(() => clients.every((c) => c.state.received.some(isResync)), 15_000, 'resync on every socket')
    const after = await listenerPids(t)
    expect(after).toHaveLength(1)
    expect(after[0]).not.toBe(before[0])

    const m = await newMatch(t.app, owner)
    const { match } = ballCreatedSchema.parse((await postBall(t.app, owner.headers, m.id, quickPoint(0))).json())
    await eventually(
      () => clients[0]!.state.received.some((r) => (r as { updated_at?: string }).updated_at === match.updated_at),
      10_000,
      'a notice after the reconnect',
    )
  })

  it('a connection that goes silent (no error, no close) is noticed by the heartbeat and replaced', async () => {
    const proxy = await freezableProxy(new URL(serverUrl!))
    cleanups.push(() => proxy.close())
    const t = await createTestApp({ databaseUrl: proxy.url, live: { listenHeartbeatMs: 200 } })
    cleanups.push(() => t.close())
    // Cut before the app closes: its frozen pool connections would otherwise hold the shutdown.
    cleanups.push(() => proxy.cut())
    const url = await t.listen()
    const coach = await newCoach(t.app)
    const client = await subscribedConsumer(url, coach.token)
    cleanups.push(client.close)
    await eventually(() => client.state.connected, 5000, 'subscription')
    const [before] = await listenerPids(t)

    proxy.freeze()
    await eventually(() => client.state.received.some(isResync), 15_000, 'resync after the silent connection')
    const after = await listenerPids(t)
    expect(after.filter((pid) => pid !== before)).toHaveLength(1)
  })
})
