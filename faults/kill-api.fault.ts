import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { eventually } from '../apps/api/test/support/cable-consumer.ts'
import { reopenSoon, type ReopenableConnection } from '../apps/web/src/lib/live-reconnect.ts'
import { subscribedConsumer } from '../apps/api/test/support/live-clients.ts'
import { startApi, stopApi, type ApiProcess } from './support/api-process.ts'
import { freePort } from './support/free-port.ts'
import { startBalancer } from './support/tcp-balancer.ts'
import { createEndlessMatch, postPoint, signUpOverHttp } from './support/http-client.ts'
import { createDatabase, SHARED_DATABASE_URL, storedPoints } from './support/postgres-database.ts'
import { recordWithRetries } from './support/recorder.ts'

// ADR 0023: `kill -9` of an API process while a coach records → every acknowledged point stored exactly once, in
// order, and a watcher's socket back and receiving within 10 s. Two API processes share one PostgreSQL database
// (as behind a load balancer); the killed one is started again on its port, as a supervisor would.
const POINTS = 200
const KILL_AFTER = 60

describe('kill -9 of an API process while a coach records 200 points', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-fault-kill-'))
  const processes: ApiProcess[] = []
  let drop: (() => Promise<void>) | undefined
  let closeBalancer: (() => Promise<void>) | undefined

  afterAll(async () => {
    await closeBalancer?.()
    for (const api of processes) await stopApi(api)
    await drop?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores every acknowledged point exactly once, in order, and the watcher is back by itself', async () => {
    const database = await createDatabase(SHARED_DATABASE_URL)
    drop = database.drop
    const [portA, portB] = [await freePort(), await freePort()]
    const start = (port: number) =>
      startApi({ port, dataDir: join(dataDir, String(port)), databaseUrl: database.url }).then((api) => {
        processes.push(api)
        return api
      })
    let a = await start(portA)
    const b = await start(portB)
    // Clients know one address, as behind a load balancer: new connections go to A while it lives, else to B.
    const balancer = await startBalancer([portA, portB])
    closeBalancer = balancer.close

    const coach = await signUpOverHttp(a.url)
    const matchId = await createEndlessMatch(a.url, coach)
    // The watcher's socket lands on A, the instance that will be killed; its consumer reconnects on its own.
    // With the web app's reconnect policy (apps/web/src/lib/socket.ts): reopen soon after a drop.
    const watcher = await subscribedConsumer(balancer.url, coach.token, (info, consumer) => {
      if (info.willAttemptReconnect) reopenSoon(consumer.connection as ReopenableConnection)
    })
    await eventually(() => watcher.state.connected, 15_000, 'the watcher subscribed')

    // A second match gets a point every 250 ms through B from the kill on, so the watcher always has something to
    // receive once its socket is back (and the recorded match's order stays the recorder's alone).
    const probeMatch = await createEndlessMatch(a.url, coach)
    let probeTeam = 0
    let probe: NodeJS.Timeout | undefined
    let killedAt = 0
    let backAt = 0
    let restarting: Promise<ApiProcess> | undefined
    let watch: NodeJS.Timeout | undefined
    const log = await recordWithRetries({
      coach,
      matchId,
      count: POINTS,
      target: () => balancer.url,
      onAcknowledged: (index) => {
        if (index !== KILL_AFTER) return
        // Kill while the next point is in flight: it leaves now and the process dies a few ms later.
        setTimeout(() => {
          killedAt = Date.now()
          a.child.kill('SIGKILL')
          const before = watcher.state.received.length
          watch = setInterval(() => {
            if (backAt === 0 && watcher.state.received.length > before) backAt = Date.now()
          }, 10)
          probe = setInterval(() => {
            void postPoint(b.url, coach, probeMatch, randomUUID(), (probeTeam++ % 2) as 0 | 1)
          }, 250)
          restarting = a.exited.then(() => start(portA))
        }, 5)
      },
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\nA:\n${a.output()}\nB:\n${b.output()}`)
    })
    try {
      expect(killedAt).toBeGreaterThan(0)
      expect((await a.exited).signal).toBe('SIGKILL')

      // Every acknowledged point exactly once, in the order the coach recorded them.
      const stored = await storedPoints(database.url, matchId)
      expect(log.acknowledged).toHaveLength(POINTS)
      expect(stored.map((p) => p.seq)).toEqual(Array.from({ length: POINTS }, (_, i) => i + 1))
      expect(stored.map((p) => p.clientId)).toEqual(log.acknowledged)
      expect(log.failures.length).toBeGreaterThan(0) // the kill really hit a request

      // The watcher's socket came back (to the restarted A) by itself and receives again.
      a = await restarting!
      await eventually(() => backAt > 0, 60_000, 'a notice on the watcher after the kill')
    } finally {
      clearInterval(probe)
      clearInterval(watch)
      watcher.close()
    }
    console.log(
      `kill -9: ${log.failures.length} failed attempts, ${log.replays} retries answered 200 (stored before the kill); ` +
        `watcher receiving again ${((backAt - killedAt) / 1000).toFixed(1)} s after the kill`,
    )
    // ADR 0023: back within 10 s. The library's monitor alone (the constants) would take 6–14 s; the web app's
    // quick reopen (lib/live-reconnect.ts) reaches the surviving instance behind the balancer in about a second.
    expect(backAt - killedAt).toBeLessThan(10_000)
  })
})
