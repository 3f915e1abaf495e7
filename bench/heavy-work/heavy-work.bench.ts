/**
 * Heavy work benchmark (ADR 0049): a coach's point latency (POST …/balls, p50 and p95) on a real API process,
 * quiet and then while two clients loop the PDF report, the statistics, the match CSV and the account export of an
 * 800-point match. The quiet figure is the bare baseline, measured in the same run on the same process; the ratio
 * of the p95s is the cost the heavy work puts on recording (the goal: at most 2). Two lines: the render pool alone
 * (per-user limits off, every heavy request served) and the defaults (limits on: the loops mostly get 429).
 *
 * Run: npx tsx bench/heavy-work/heavy-work.bench.ts   (embedded PGlite in a temporary directory; BENCH_POINTS
 * points per phase, default 100). Timings are printed, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startApi, stopApi } from '../../faults/support/api-process.ts'
import { freePort } from '../../faults/support/free-port.ts'
import { createEndlessMatch, signUpOverHttp } from '../../faults/support/http-client.ts'
import { pointLatencyUnderHeavyWork, recordPoints } from '../../faults/support/report-loop.ts'
import { printTable } from '../support/print-table.ts'

const POINTS = Number(process.env.BENCH_POINTS ?? 100)
const HEAVY_POINTS = 800

async function run(limits: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-bench-heavy-'))
  const api = await startApi({
    port: await freePort(),
    dataDir: join(dir, 'data'),
    env: { RATE_LIMIT_ENABLED: String(limits) },
  })
  try {
    const recorder = await signUpOverHttp(api.url)
    const recorderMatch = await createEndlessMatch(api.url, recorder)
    const heavy = await signUpOverHttp(api.url)
    const heavyMatch = await createEndlessMatch(api.url, heavy)
    await recordPoints(api.url, heavy, heavyMatch, HEAVY_POINTS)
    return await pointLatencyUnderHeavyWork({
      baseUrl: api.url,
      recorder,
      recorderMatch,
      heavy,
      heavyMatch,
      points: POINTS,
    })
  } finally {
    await stopApi(api)
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  console.log(
    `heavy-work: ${POINTS} points quiet, ${POINTS} while 2 clients loop an ${HEAVY_POINTS}-point match's files`,
  )
  const rows: string[][] = []
  for (const limits of [false, true]) {
    const r = await run(limits)
    const answers = Object.entries(r.heavyAnswers)
      .map(([status, n]) => `${n}x${status}`)
      .join(' ')
    rows.push([
      limits ? 'pool + per-user limits (default)' : 'pool, limits off',
      r.quietP50.toFixed(1),
      r.quietP95.toFixed(1),
      r.duringP50.toFixed(1),
      r.duringP95.toFixed(1),
      `${(r.duringP95 / r.quietP95).toFixed(2)}x`,
      `${answers} in ${r.seconds.toFixed(1)} s`,
    ])
  }
  printTable(
    ['server', 'quiet p50 ms', 'quiet p95 ms', 'during p50 ms', 'during p95 ms', 'p95 ratio', 'heavy answers'],
    rows,
  )
}

await main()
