/**
 * Live fan-out benchmark: 1,000 sockets (BENCH_SOCKETS) subscribed to AuthenticatedMatchesChannel on the real API,
 * which runs as its own process (src/server.ts, so its memory is its own), and the time from the POST of a ball
 * until each socket holds its `match_updated` (p50, p95, max). Beside it, in the same run, a bare `ws` server (also
 * its own process, bare-server.ts) that sends one frame to the same number of sockets when it gets an HTTP
 * request: the floor of "one request, then N frames over loopback". The ratio says what the transaction, NOTIFY
 * through PostgreSQL, the audience query and the ActionCable framing add on top. Also printed: the API process's
 * resident memory per idle subscribed socket (growth of its VmRSS while the sockets open).
 *
 * Run: npx tsx bench/live-fanout/live-fanout.bench.ts   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * a database of its own is created and dropped). Timings are printed, never asserted.
 * The clients share this process, so it needs about one file descriptor per socket, plus a few hundred.
 */
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { DEFAULT_RATE_LIMITS } from '../../apps/api/src/config.ts'
import { createTestApp } from '../../apps/api/test/support/test-app.ts'
import { startApiProcess } from '../../apps/api/test/support/api-process.ts'
import { newCoach, newMatch, quickPoint } from '../../apps/api/test/support/balls.ts'
import { insertMembership } from '../../apps/api/src/modules/organizations/organization-repository.ts'
import { printTable } from '../support/print-table.ts'

const DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000)
// Owner + members of the match's organization, 10 tabs each (within the per-user cap of ADR 0022).
const USERS = Math.max(1, Math.ceil(SOCKETS / 10))
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const CHANNEL = JSON.stringify({ channel: 'AuthenticatedMatchesChannel' })

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

/** A socket that notes when each `updated_at` (or bare payload id) arrives. */
interface Listener {
  ws: WebSocket
  arrivals: Map<string, number>
}

function openCableClient(url: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['actioncable-v1-json'])
    const arrivals = new Map<string, number>()
    ws.on('message', (data) => {
      const at = performance.now()
      const frame = JSON.parse(data.toString()) as { type?: string; message?: { updated_at?: string } }
      if (frame.type === 'welcome') ws.send(JSON.stringify({ command: 'subscribe', identifier: CHANNEL }))
      else if (frame.type === 'confirm_subscription') resolve({ ws, arrivals })
      else if (frame.type === 'reject_subscription' || frame.type === 'disconnect')
        reject(new Error(`refused: ${data.toString()}`))
      else if (frame.message?.updated_at) arrivals.set(frame.message.updated_at, at)
    })
    ws.on('error', reject)
  })
}

function openBareClient(url: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    const arrivals = new Map<string, number>()
    ws.on('message', (data) => {
      const at = performance.now()
      arrivals.set((JSON.parse(data.toString()) as { updated_at: string }).updated_at, at)
    })
    ws.on('open', () => resolve({ ws, arrivals }))
    ws.on('error', reject)
  })
}

/** Opens `count` sockets, 100 at a time (a burst of 1,000 handshakes at once only measures the accept queue). */
async function openMany(count: number, open: (i: number) => Promise<Listener>): Promise<Listener[]> {
  const all: Listener[] = []
  for (let i = 0; i < count; i += 100)
    all.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)))))
  return all
}

async function waitForAll(listeners: Listener[], key: string, timeoutMs = 15_000): Promise<number[]> {
  const start = Date.now()
  while (listeners.some((l) => !l.arrivals.has(key))) {
    if (Date.now() - start > timeoutMs)
      throw new Error(
        `only ${listeners.filter((l) => l.arrivals.has(key)).length} of ${listeners.length} sockets got ${key}`,
      )
    await new Promise((r) => setImmediate(r))
  }
  return listeners.map((l) => l.arrivals.get(key)!)
}

/** bare-server.ts as a child process. */
async function startBareServer(): Promise<{ port: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./bare-server.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())))
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
  })
  return { port, stop: () => child.kill('SIGTERM') }
}

/** VmRSS of a process (Linux). */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) * 1024 : NaN
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN }
}

async function main() {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim())
  if (Number.isFinite(limit) && limit < SOCKETS * 2 + 500) {
    console.warn(`warning: ulimit -n is ${limit}; ${SOCKETS} sockets in one process need about ${SOCKETS * 2 + 500}`)
  }
  console.log(
    `live-fanout: ${SOCKETS} sockets (${USERS} users), ${ROUNDS} rounds, PostgreSQL at ${new URL(DATABASE_URL).host}`,
  )

  const t = await createTestApp({
    databaseUrl: DATABASE_URL,
    freePlanProGamesPerMonth: 1_000_000,
    // Many signups from one address: the signup limits are not what is measured.
    rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false },
  })
  const bare = await startBareServer()
  const listeners: Listener[] = []
  // The measured server: the real entry point in its own process, on the database prepared here.
  const api = await startApiProcess({
    databaseUrl: t.databaseUrl!,
    jwtSecret: t.config.jwtSecret,
    env: { LIVE_MAX_SOCKETS: String(Math.max(10_000, SOCKETS + 100)) },
  })
  try {
    const base = api.url
    const owner = await newCoach(t.app)
    const users = [owner]
    for (let i = 1; i < USERS; i++) {
      const member = await newCoach(t.app)
      await insertMembership(t.db, {
        organizationId: owner.organizationId,
        userId: member.userId,
        role: 'coach',
        status: 'connected',
        now: new Date(),
      })
      users.push(member)
    }
    const match = await newMatch(t.app, owner, { visibility: 'internal' })
    const wsBase = base.replace(/^http/, 'ws')
    // Warm the process up (JIT, pools) with one socket and one POST before its memory is read.
    const warm = await openCableClient(`${wsBase}/socket?token=${owner.token}`)
    const rssBefore = residentBytes(api.child.pid!)
    listeners.push(
      ...(await openMany(SOCKETS, (i) => openCableClient(`${wsBase}/socket?token=${users[i % USERS]!.token}`))),
    )
    await new Promise((r) => setTimeout(r, 2000))
    const perSocketKb = (residentBytes(api.child.pid!) - rssBefore) / SOCKETS / 1024
    warm.ws.close()

    const headers = { ...owner.headers, 'content-type': 'application/json' }
    const post = async () => {
      const t0 = performance.now()
      const response = await fetch(`${base}/api/v2/matches/${match.id}/balls`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ball: quickPoint((Math.random() < 0.5 ? 0 : 1) as 0 | 1) }),
      })
      const body = (await response.json()) as { match: { updated_at: string } }
      if (response.status !== 201) throw new Error(`POST failed: ${response.status}`)
      return { t0, answeredAt: performance.now(), key: body.match.updated_at }
    }
    // Warm-up round, not counted.
    await waitForAll(listeners, (await post()).key)
    const appLatencies: number[] = []
    const postLatencies: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const { t0, answeredAt, key } = await post()
      postLatencies.push(answeredAt - t0)
      for (const at of await waitForAll(listeners, key)) appLatencies.push(at - t0)
    }
    for (const l of listeners.splice(0)) l.ws.close()

    // The floor: an HTTP request to a bare ws server in its own process, which sends one JSON frame to each of the
    // same number of sockets.
    listeners.push(...(await openMany(SOCKETS, () => openBareClient(`ws://127.0.0.1:${bare.port}`))))
    const bareLatencies: number[] = []
    for (let round = -1; round < ROUNDS; round++) {
      const key = `bare-${round}`
      const t0 = performance.now()
      await fetch(`http://127.0.0.1:${bare.port}/broadcast?key=${key}`, { method: 'POST' })
      const arrivals = await waitForAll(listeners, key)
      if (round >= 0) for (const at of arrivals) bareLatencies.push(at - t0)
    }

    const app = summary(appLatencies)
    const answered = summary(postLatencies)
    const floor = summary(bareLatencies)
    const f = (n: number) => n.toFixed(2)
    printTable(
      ['scenario', 'sockets', 'deliveries', 'p50 ms', 'p95 ms', 'max ms'],
      [
        [
          'POST ball → match_updated (Courtside)',
          String(SOCKETS),
          String(appLatencies.length),
          f(app.p50),
          f(app.p95),
          f(app.max),
        ],
        [
          '  of which: the POST answered',
          '',
          String(postLatencies.length),
          f(answered.p50),
          f(answered.p95),
          f(answered.max),
        ],
        ['bare ws broadcast', String(SOCKETS), String(bareLatencies.length), f(floor.p50), f(floor.p95), f(floor.max)],
        [
          'ratio app/bare',
          '',
          '',
          `${(app.p50 / floor.p50).toFixed(1)}x`,
          `${(app.p95 / floor.p95).toFixed(1)}x`,
          `${(app.max / floor.max).toFixed(1)}x`,
        ],
      ],
    )
    console.log(`API process resident memory per idle subscribed socket: ${perSocketKb.toFixed(1)} KB`)
  } finally {
    for (const l of listeners) l.ws.close()
    bare.stop()
    await api.stop()
    await t.close()
  }
}

await main()
