import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { eventually } from '../apps/api/test/support/cable-consumer.ts'
import { subscribedConsumer } from '../apps/api/test/support/live-clients.ts'
import { startApi, stopApi, type ApiProcess } from './support/api-process.ts'
import { freePort } from './support/free-port.ts'
import { createEndlessMatch, postPoint, signUpOverHttp } from './support/http-client.ts'
import { createDatabase, storedPoints } from './support/postgres-database.ts'
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts'
import { recordWithRetries } from './support/recorder.ts'

// ADR 0023: PostgreSQL restarted mid-recording → clean errors (5xx in the error shape, no crash, no hang), then
// recovery without restarting the API. The server restarted is a private one (initdb in a temporary directory, a
// random port), never the machine's shared PostgreSQL.
const POINTS = 120
const STOP_AFTER = 40
const DOWN_MS = 3000

describe('PostgreSQL restarted while a coach records', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-fault-pg-'))
  let postgres: PrivatePostgres | undefined
  let api: ApiProcess | undefined

  afterAll(async () => {
    await stopApi(api)
    await postgres?.remove()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers clean 503s while it is down, and records again once it is back, without an API restart', async () => {
    postgres = await startPrivatePostgres()
    const database = await createDatabase(postgres.url)
    const server = await startApi({ port: await freePort(), dataDir, databaseUrl: database.url })
    api = server
    const coach = await signUpOverHttp(server.url)
    const matchId = await createEndlessMatch(server.url, coach)
    const watcher = await subscribedConsumer(server.url, coach.token)
    await eventually(() => watcher.state.connected, 15_000, 'the watcher subscribed')

    let downAt = 0
    let upAt = 0
    let restart: Promise<void> | undefined
    const restartPostgres = async () => {
      downAt = Date.now()
      await postgres!.stop()
      await new Promise((r) => setTimeout(r, DOWN_MS))
      await postgres!.start()
      upAt = Date.now()
    }
    const log = await recordWithRetries({
      coach,
      matchId,
      count: POINTS,
      target: () => server.url,
      retryDelayMs: 200,
      pointDeadlineMs: 90_000,
      onAcknowledged: (index) => {
        if (index === STOP_AFTER) restart = restartPostgres()
      },
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server.output()}`)
    })
    await restart
    expect(upAt).toBeGreaterThan(0)

    try {
      // The API never went away: same process, still answering.
      expect(server.child.exitCode).toBeNull()
      expect(server.child.signalCode).toBeNull()
      // While the database was down the recorder met errors, each a prompt 5xx with the error shape: no dropped
      // connection, no hang (a hung request would have timed out at 10 s and shown up as status 0).
      expect(log.failures.length).toBeGreaterThan(0)
      for (const failure of log.failures) {
        // 503 "Service unavailable": the database is away, not a bug; the client retries.
        expect(failure.status, JSON.stringify(failure)).toBe(503)
        expect(failure.body).toEqual({ message: 'Service unavailable', code: 'serviceUnavailable' })
        expect(failure.ms).toBeLessThan(5000)
      }
      // Every acknowledged point once, in order.
      const stored = await storedPoints(database.url, matchId)
      expect(log.acknowledged).toHaveLength(POINTS)
      expect(stored.map((p) => p.seq)).toEqual(Array.from({ length: POINTS }, (_, i) => i + 1))
      expect(stored.map((p) => p.clientId)).toEqual(log.acknowledged)

      const health = await fetch(`${server.url}/healthz`)
      expect(health.status).toBe(200)

      // Live updates recover too: the LISTEN connection comes back and a new point reaches the open socket.
      const before = watcher.state.received.length
      let team = 0
      const probe = setInterval(() => {
        void postPoint(server.url, coach, matchId, randomUUID(), (team++ % 2) as 0 | 1)
      }, 500)
      try {
        await eventually(() => watcher.state.received.length > before, 30_000, 'a notice after the restart')
      } finally {
        clearInterval(probe)
      }
      console.log(
        `PostgreSQL down ${((upAt - downAt) / 1000).toFixed(1)} s: ${log.failures.length} failed attempts ` +
          `(statuses ${[...new Set(log.failures.map((f) => f.status))].join(', ')}), slowest ` +
          `${Math.max(...log.failures.map((f) => f.ms)).toFixed(0)} ms; ${log.replays} retries answered 200`,
      )
    } finally {
      watcher.close()
    }
  })
})
