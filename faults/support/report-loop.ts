import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { postPoint, type HttpCoach } from './http-client.ts'

// Shared by the report-loop fault test and bench/heavy-work: a coach recording points while others loop the heavy
// endpoints (PDF, statistics, CSV, account export) on the same API process (ADR 0049).

/** Records `count` quick points one after the other (the teams taking turns); throws on anything but 201. */
export async function recordPoints(baseUrl: string, coach: HttpCoach, matchId: number, count: number, gapMs = 0) {
  const latencies: number[] = []
  for (let i = 0; i < count; i++) {
    const attempt = await postPoint(baseUrl, coach, matchId, randomUUID(), (i % 2) as 0 | 1, 30_000)
    if (attempt.status !== 201) throw new Error(`point ${i}: ${attempt.status} ${JSON.stringify(attempt.body)}`)
    latencies.push(attempt.ms)
    if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs))
  }
  return latencies
}

/** The nearest-rank percentile of some timings. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** The heavy endpoints of one match and of its owner's account, asked in turn. */
const heavyUrls = (matchId: number) => [
  `/api/v2/matches/${matchId}/report.pdf`,
  `/api/v2/matches/${matchId}/stats`,
  `/api/v2/matches/${matchId}/balls.csv`,
  '/api/v2/user/export',
  '/api/v2/user/export/points.csv',
]

/**
 * `clients` closed loops, each asking the heavy endpoints in turn until `stop` is called; resolves with how many
 * answers of each status they got.
 */
export function loopHeavyWork(baseUrl: string, coach: HttpCoach, matchId: number, clients = 2) {
  let running = true
  const statuses = new Map<number, number>()
  const done = Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; running; i++) {
        const url = heavyUrls(matchId)[i % 5]!
        const status = await fetch(`${baseUrl}${url}`, { headers: coach.headers, signal: AbortSignal.timeout(60_000) })
          .then(async (r) => (await r.arrayBuffer(), r.status))
          .catch(() => 0)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return {
    async stop() {
      running = false
      await done
      return statuses
    },
  }
}

/** Point latency quiet, then while `clients` loop the heavy endpoints: the p95 of each and their ratio. */
export async function pointLatencyUnderHeavyWork(options: {
  baseUrl: string
  recorder: HttpCoach
  recorderMatch: number
  heavy: HttpCoach
  heavyMatch: number
  points: number
  clients?: number
}) {
  const { baseUrl, recorder, recorderMatch, points } = options
  // Warm-up: JIT, connections, the first worker thread.
  await recordPoints(baseUrl, recorder, recorderMatch, 10)
  const warm = loopHeavyWork(baseUrl, options.heavy, options.heavyMatch, 1)
  await new Promise((r) => setTimeout(r, 3000))
  await warm.stop()

  const quiet = await recordPoints(baseUrl, recorder, recorderMatch, points, 20)
  const loop = loopHeavyWork(baseUrl, options.heavy, options.heavyMatch, options.clients ?? 2)
  await new Promise((r) => setTimeout(r, 500))
  const t0 = performance.now()
  const during = await recordPoints(baseUrl, recorder, recorderMatch, points, 20)
  const seconds = (performance.now() - t0) / 1000
  const statuses = await loop.stop()
  return {
    quietP50: percentile(quiet, 50),
    quietP95: percentile(quiet, 95),
    duringP50: percentile(during, 50),
    duringP95: percentile(during, 95),
    heavyAnswers: Object.fromEntries(statuses),
    seconds,
  }
}
