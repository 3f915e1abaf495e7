import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startApi, stopApi, type ApiProcess } from './support/api-process.ts'
import { freePort } from './support/free-port.ts'
import { createEndlessMatch, postPoint, signUpOverHttp, type HttpCoach } from './support/http-client.ts'
import { createDatabase, SHARED_DATABASE_URL } from './support/postgres-database.ts'
import { startSocketFlood, type FloodProcess } from './support/socket-flood.ts'

// A guest who floods /socket with PublicMatchChannel subscribes (several sockets, each reopened as soon as it is
// closed) must not slow down a coach recording points on the same API process
// (docs/decisions/0050-guest-sockets-are-cheap-to-refuse.md). Real process, PostgreSQL, rate limits on.
const POINTS = 120
const FLOOD_SOCKETS = 8

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!
}
const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Points alternate between the teams (an endless match at advantage scoring never ends). */
let team = 0

/**
 * Records `count` points one after another, a little apart (as a coach taps), and returns each one's latency (a
 * point that got no answer counts with the time it waited). Stops early once `budgetMs` has passed.
 */
async function pointLatencies(url: string, coach: HttpCoach, matchId: number, count: number, budgetMs = 60_000) {
  const latencies: number[] = []
  const failures: string[] = []
  const started = Date.now()
  for (let i = 0; i < count && Date.now() - started < budgetMs; i++) {
    const result = await postPoint(url, coach, matchId, randomUUID(), (team++ % 2) as 0 | 1)
    if (result.status !== 201) failures.push(`${result.status} ${JSON.stringify(result.body).slice(0, 200)}`)
    latencies.push(result.ms)
    await new Promise((r) => setTimeout(r, 20))
  }
  return { latencies, failures }
}

describe('a guest flooding /socket with subscribes while a coach records', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-fault-flood-'))
  let api: ApiProcess | undefined
  let flood: FloodProcess | undefined
  let drop: (() => Promise<void>) | undefined

  afterAll(async () => {
    flood?.child.kill('SIGKILL')
    await stopApi(api)
    await drop?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps the p95 of recording a point within 3× of the quiet figure (or 150 ms)', async () => {
    const database = await createDatabase(SHARED_DATABASE_URL)
    drop = database.drop
    // The limits on, as deployed: the flood meets the per-address limit of live reads.
    api = await startApi({
      port: await freePort(),
      dataDir,
      databaseUrl: database.url,
      env: { RATE_LIMIT_ENABLED: 'true' },
    })
    const coach = await signUpOverHttp(api.url)
    const matchId = await createEndlessMatch(api.url, coach)
    const watched = await createEndlessMatch(api.url, coach, { visibility: 'public' })
    const shared = await fetch(`${api.url}/api/v2/matches/${watched}/share`, { method: 'POST', headers: coach.headers })
    const token = ((await shared.json()) as { share: { token: string } }).share.token

    await pointLatencies(api.url, coach, matchId, 20) // warm-up: connections, prepared statements, JIT
    const quietRun = await pointLatencies(api.url, coach, matchId, POINTS)
    const quiet = quietRun.latencies

    flood = startSocketFlood(`${api.url.replace('http', 'ws')}/socket`, token, FLOOD_SOCKETS)
    await new Promise((r) => setTimeout(r, 500))
    const duringRun = await pointLatencies(api.url, coach, matchId, POINTS)
    const during = duringRun.latencies
    const stats = await flood.stop()
    flood = undefined

    const figures =
      `quiet p50 ${p50(quiet).toFixed(1)} ms, p95 ${p95(quiet).toFixed(1)} ms; ` +
      `during the flood p50 ${p50(during).toFixed(1)} ms, p95 ${p95(during).toFixed(1)} ms ` +
      `(ratio ${(p95(during) / p95(quiet)).toFixed(2)}), ${during.length} points, ` +
      `${duringRun.failures.length} unanswered; flood: ${stats.opened} sockets, ${stats.sent} subscribes sent, ` +
      `${stats.cutOff} cut off`
    console.log(`guest socket flood: ${figures}`)
    expect(quietRun.failures).toEqual([])
    expect(duringRun.failures, figures).toEqual([])
    // The flood was real, and the server cut it off rather than serving it.
    expect(stats.sent).toBeGreaterThan(10_000)
    expect(stats.cutOff).toBeGreaterThan(0)
    // 3× the quiet p95, or 150 ms when that is more: on a shared two-core machine the quiet figure itself swings
    // between 10 and 60 ms. Without the limits the p95 is over a second (points time out at 10 s).
    expect(p95(during), figures).toBeLessThanOrEqual(Math.max(3 * p95(quiet), 150))
    // The server is still whole afterwards.
    expect((await fetch(`${api.url}/healthz`)).ok).toBe(true)
  })
})
