// Longer than 300 lines on purpose: the load test's arrange, drive and report stay readable in one file.
/**
 * Load test (ADR 0022): COACHES coaches each record a point every 2 s while SOCKETS sockets watch their matches, for
 * 2 minutes, against a real API process on PostgreSQL. Prints the error rate (goal < 0.1 %), the p50/p99 of a point
 * (goal p99 < 200 ms) and the notices delivered of those expected (goal: all), with the notice latency. Beside it,
 * the same load against a bare server process (Fastify + one INSERT and pg_notify + a bare `ws` broadcast,
 * bench/load/bare-server.ts), in the same run.
 *
 * Run: npx tsx bench/load/load.bench.ts   (or: npm run bench load)
 * Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database of its own is created and dropped),
 * BENCH_SECONDS (120), BENCH_COACHES (100), BENCH_SOCKETS (2000), BENCH_POINT_INTERVAL_MS (2000),
 * BENCH_SOCKETS_PER_USER (4: watchers are members of the coaches' organizations, each with a few tabs),
 * BENCH_BASELINE=0 skips the bare server. A quick run: BENCH_SECONDS=15 BENCH_COACHES=10 BENCH_SOCKETS=200.
 * The clients share this process, so it needs ~1 file descriptor per socket (`ulimit -n`). Nothing is asserted.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'
import { DEFAULT_RATE_LIMITS } from '../../apps/api/src/config.ts'
import { findRepoRoot } from '../../apps/api/src/repo-root.ts'
import { insertMembership } from '../../apps/api/src/modules/organizations/organization-repository.ts'
import { createTestApp } from '../../apps/api/test/support/test-app.ts'
import { newCoach } from '../../apps/api/test/support/balls.ts'
import { startApi, stopApi } from '../../faults/support/api-process.ts'
import { freePort } from '../../faults/support/free-port.ts'
import { createEndlessMatch, type HttpCoach } from '../../faults/support/http-client.ts'
import { printTable } from '../support/print-table.ts'

const DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120)
const COACHES = Number(process.env.BENCH_COACHES ?? 100)
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000)
const INTERVAL_MS = Number(process.env.BENCH_POINT_INTERVAL_MS ?? 2000)
const SOCKETS_PER_USER = Number(process.env.BENCH_SOCKETS_PER_USER ?? 4)
const BASELINE = process.env.BENCH_BASELINE !== '0'
const CHANNEL = JSON.stringify({ channel: 'AuthenticatedMatchesChannel' })

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

interface Watcher {
  ws: WebSocket
  matchKey: number
  /** When each updated_at arrived. */
  arrivals: Map<string, number>
  closedEarly: boolean
}

interface Point {
  matchKey: number
  t0: number
  key: string | null // the updated_at the watchers will see; null when the point failed
  ms: number
  status: number
}

interface Target {
  /** Opens one watching socket of match `matchKey` (its index), resolving once it is subscribed. */
  openWatcher(socketIndex: number, matchKey: number): Promise<Watcher>
  /** Records one point on match `matchKey`; never throws. */
  post(matchKey: number, team: 0 | 1): Promise<Point>
}

function watch(ws: WebSocket, matchKey: number, onReady: (frame: Record<string, unknown>) => boolean | 'refused') {
  return new Promise<Watcher>((resolve, reject) => {
    const watcher: Watcher = { ws, matchKey, arrivals: new Map(), closedEarly: false }
    let ready = false
    ws.on('message', (data) => {
      const at = performance.now()
      const frame = JSON.parse(data.toString()) as Record<string, unknown>
      const message = (frame.message ?? frame) as { updated_at?: string }
      if (ready && typeof message.updated_at === 'string') {
        watcher.arrivals.set(message.updated_at, at)
        return
      }
      const verdict = onReady(frame)
      if (verdict === 'refused') reject(new Error(`refused: ${data.toString()}`))
      else if (verdict) {
        ready = true
        resolve(watcher)
      }
    })
    ws.on('close', () => (watcher.closedEarly = true))
    ws.on('error', reject)
  })
}

async function openMany(count: number, open: (i: number) => Promise<Watcher>): Promise<Watcher[]> {
  const all: Watcher[] = []
  for (let i = 0; i < count; i += 100)
    all.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)))))
  return all
}

async function timedPost(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  keyOf: (json: unknown) => string,
) {
  const t0 = performance.now()
  try {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
    const json: unknown = await response.json().catch(() => null)
    const ms = performance.now() - t0
    return { t0, ms, status: response.status, key: response.status === 201 ? keyOf(json) : null }
  } catch {
    return { t0, ms: performance.now() - t0, status: 0, key: null }
  }
}

/** Every coach sends a point every INTERVAL_MS (from a random offset) for SECONDS; then deliveries settle. */
async function run(label: string, target: Target) {
  const watchers = await openMany(SOCKETS, (i) => target.openWatcher(i, i % COACHES))
  const points: Point[] = []
  const end = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: COACHES }, async (_, matchKey) => {
      let next = performance.now() + Math.random() * INTERVAL_MS
      for (let n = 0; ; n++) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())))
        if (performance.now() >= end) return
        points.push(await target.post(matchKey, (n % 2) as 0 | 1))
        next += INTERVAL_MS
      }
    }),
  )
  // Let the last notices arrive.
  const expectedPairs = () =>
    points.flatMap((p) => (p.key ? watchers.filter((w) => w.matchKey === p.matchKey).map((w) => ({ w, p })) : []))
  const pairs = expectedPairs()
  const settle = performance.now() + 10_000
  while (performance.now() < settle && pairs.some(({ w, p }) => !w.arrivals.has(p.key!)))
    await new Promise((r) => setTimeout(r, 50))
  const delivered = pairs.filter(({ w, p }) => w.arrivals.has(p.key!))
  const noticeMs = delivered.map(({ w, p }) => w.arrivals.get(p.key!)! - p.t0).sort((a, b) => a - b)
  const pointMs = points.map((p) => p.ms).sort((a, b) => a - b)
  const errors = points.filter((p) => p.status !== 201)
  const dropped = watchers.filter((w) => w.closedEarly).length
  for (const w of watchers) w.ws.close()
  const f = (n: number) => n.toFixed(1)
  return {
    row: [
      label,
      String(points.length),
      String(errors.length),
      `${((100 * errors.length) / Math.max(1, points.length)).toFixed(3)} %`,
      f(percentile(pointMs, 50)),
      f(percentile(pointMs, 99)),
      `${delivered.length}/${pairs.length}`,
      f(percentile(noticeMs, 50)),
      f(percentile(noticeMs, 99)),
      String(dropped),
    ],
    statuses: [...new Set(errors.map((e) => e.status))],
    p99: percentile(pointMs, 99),
    noticeP99: percentile(noticeMs, 99),
  }
}

async function main() {
  console.log(
    `load: ${COACHES} coaches × 1 point / ${INTERVAL_MS} ms, ${SOCKETS} watching sockets, ${SECONDS} s, ` +
      `PostgreSQL at ${new URL(DATABASE_URL).host}`,
  )
  const t = await createTestApp({
    databaseUrl: DATABASE_URL,
    freePlanProGamesPerMonth: 1_000_000,
    rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false },
  })
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-load-'))
  let api: Awaited<ReturnType<typeof startApi>> | undefined
  let bare: ReturnType<typeof spawn> | undefined
  try {
    // Accounts through an in-process app on the same database (cheap password hashing); the load goes to a real
    // API process sharing its JWT secret, so the tokens are valid there.
    api = await startApi({ port: await freePort(), dataDir, databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret })
    const usersPerMatch = Math.max(1, Math.ceil(SOCKETS / COACHES / SOCKETS_PER_USER))
    const matches: { id: number; coach: HttpCoach; watcherTokens: string[] }[] = []
    const setupStart = performance.now()
    for (let i = 0; i < COACHES; i++) {
      const owner = await newCoach(t.app)
      const coach: HttpCoach = {
        token: owner.token,
        organizationId: owner.organizationId,
        headers: { ...owner.headers, 'content-type': 'application/json', accept: 'application/json' },
      }
      const watcherTokens: string[] = []
      for (let j = 0; j < usersPerMatch; j++) {
        const member = await newCoach(t.app)
        await insertMembership(t.db, {
          organizationId: owner.organizationId,
          userId: member.userId,
          role: 'coach',
          status: 'connected',
          now: new Date(),
        })
        watcherTokens.push(member.token)
      }
      // internal: the organization's members see it (and get its notices).
      matches.push({ id: await createEndlessMatch(api.url, coach, { visibility: 'internal' }), coach, watcherTokens })
    }
    console.log(
      `set up ${COACHES} coaches, ${COACHES * usersPerMatch} watching users in ${((performance.now() - setupStart) / 1000).toFixed(0)} s`,
    )

    const wsBase = api.url.replace(/^http/, 'ws')
    const courtside = await run('Courtside (API process)', {
      openWatcher(i, matchKey) {
        const tokens = matches[matchKey]!.watcherTokens
        const token = tokens[Math.floor(i / COACHES) % tokens.length]!
        const ws = new WebSocket(`${wsBase}/socket?token=${encodeURIComponent(token)}`, ['actioncable-v1-json'])
        return watch(ws, matchKey, (frame) => {
          if (frame.type === 'welcome') ws.send(JSON.stringify({ command: 'subscribe', identifier: CHANNEL }))
          if (frame.type === 'reject_subscription' || frame.type === 'disconnect') return 'refused'
          return frame.type === 'confirm_subscription'
        })
      },
      async post(matchKey, team) {
        const m = matches[matchKey]!
        const result = await timedPost(
          `${api!.url}/api/v2/matches/${m.id}/balls`,
          m.coach.headers,
          { ball: { client_id: randomUUID(), point_type: 'other', winner_team: team } },
          (json) => (json as { match: { updated_at: string } }).match.updated_at,
        )
        return { ...result, matchKey }
      },
    })
    await stopApi(api)
    api = undefined

    const rows = [courtside.row]
    if (BASELINE) {
      const port = await freePort()
      const entry = fileURLToPath(new URL('./bare-server.ts', import.meta.url))
      bare = spawn(process.execPath, ['--import', 'tsx', entry], {
        cwd: findRepoRoot(),
        env: { ...process.env, DATABASE_URL: t.databaseUrl!, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      await new Promise<void>((resolve) => bare!.stdout!.on('data', (d) => String(d).includes('ready') && resolve()))
      const floor = await run('bare Fastify + INSERT + NOTIFY + ws', {
        openWatcher(_i, matchKey) {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/socket?match=${matchKey}`)
          return watch(ws, matchKey, (frame) => frame.type === 'welcome')
        },
        async post(matchKey) {
          const result = await timedPost(
            `http://127.0.0.1:${port}/points/${matchKey}`,
            { 'content-type': 'application/json' },
            { client_id: randomUUID() },
            (json) => (json as { updated_at: string }).updated_at,
          )
          return { ...result, matchKey }
        },
      })
      rows.push(floor.row)
      rows.push([
        'ratio Courtside/bare (p99)',
        '',
        '',
        '',
        '',
        `${(courtside.p99 / floor.p99).toFixed(2)}x`,
        '',
        '',
        `${(courtside.noticeP99 / floor.noticeP99).toFixed(2)}x`,
        '',
      ])
    }
    console.log()
    printTable(
      [
        'scenario',
        'points',
        'errors',
        'error rate',
        'point p50 ms',
        'point p99 ms',
        'notices delivered/expected',
        'notice p50 ms',
        'notice p99 ms',
        'sockets dropped',
      ],
      rows,
    )
    if (courtside.statuses.length) console.log(`\nCourtside error statuses: ${courtside.statuses.join(', ')}`)
    console.log('\nGoals (ADR 0021): error rate < 0.1 %, point p99 < 200 ms, every notice delivered.')
  } finally {
    await stopApi(api)
    if (bare && bare.exitCode === null) {
      const exited = new Promise((r) => bare!.once('exit', r))
      bare.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
    await t.close()
  }
}

await main()
