/**
 * Recording benchmark: requests per second and latency (p50, p99) of POST /api/v2/matches/:id/balls under
 * concurrency, beside two bare Fastify endpoints on the same PostgreSQL database, in the same run and process, with
 * the same load loop and a pool of the same size:
 * - the design floor (design-floor.ts): the three statements a point needs by design (the session check, the match
 *   with its players, the ball and score in one compare-and-set) and an answer of the same byte length. The goal is
 *   Courtside at 0.7× of its points per second or better, with p99 at most 2× its p99, at concurrency 10;
 * - one INSERT: the floor of "HTTP + one write", for comparison with earlier figures.
 * Each line also shows the statements sent per request (every node-postgres query of the process, counted). A
 * line's seconds are taken in turns (BENCH_ROUNDS, default 4), the three scenarios one after the other in each, so
 * a busy moment on a shared machine weighs on all three alike.
 *
 * Run: npx tsx bench/record-point/record-point.bench.ts   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * a database of its own is created and dropped). Timings are printed, never asserted.
 */
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import Fastify from 'fastify'
import pg from 'pg'
import { DEFAULT_RATE_LIMITS } from '../../apps/api/src/config.ts'
import { createTestApp } from '../../apps/api/test/support/test-app.ts'
import { newCoach, newMatch, quickPoint } from '../../apps/api/test/support/balls.ts'
import { printTable } from '../support/print-table.ts'
import { registerDesignFloor } from './design-floor.ts'
import { countStatements } from './statement-counter.ts'

const DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '10,50').split(',').map(Number)
/** Each line's seconds are taken in this many turns, the three scenarios one after the other in each. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4))
/**
 * Seconds each scenario runs before anything is measured: long enough for V8 to compile the hot paths of both sides.
 * Courtside has far more code on a point's path than the floor, so a short warm-up measures its compilation, not the
 * steady state a server that runs for days is in (bench/README.md has both figures).
 */
const WARMUP_SECONDS = Math.max(1, Number(process.env.BENCH_WARMUP ?? 5))
/** Sent by both clients when set (e.g. `identity`); unset, fetch asks for compression as a browser does. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING
/** Matches written to at once: several writers share a match at 50 (they queue on its row lock, as designed). */
const MATCHES = 10
/** The goal the product set, at concurrency 10: points per second and p99 against the design floor. */
const GOAL = { concurrency: 10, rps: 0.7, p99: 2 }

interface Result {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
  statements: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

const statements = countStatements()

/** What one slice of a closed loop measured. */
interface Sample {
  latencies: number[]
  errors: number
  seconds: number
  statements: number
}

/** A closed loop: `concurrency` workers each send one request, wait for its answer, and send the next. */
async function load(concurrency: number, seconds: number, send: (worker: number) => Promise<boolean>): Promise<Sample> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + seconds * 1000
  const started = performance.now()
  const statementsBefore = statements()
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now()
        const ok = await send(worker)
        latencies.push(performance.now() - t0)
        if (!ok) errors++
      }
    }),
  )
  return {
    latencies,
    errors,
    seconds: (performance.now() - started) / 1000,
    statements: statements() - statementsBefore,
  }
}

/** The slices of one scenario taken together. */
function summarize(samples: Sample[]): Result {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b)
  const sum = (pick: (s: Sample) => number) => samples.reduce((total, s) => total + pick(s), 0)
  return {
    requests: latencies.length,
    errors: sum((s) => s.errors),
    rps: latencies.length / sum((s) => s.seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statements: sum((s) => s.statements) / latencies.length,
  }
}

const f = (n: number) => n.toFixed(1)
const line = (name: string, concurrency: number, r: Result) => [
  name,
  String(concurrency),
  String(r.requests),
  f(r.rps),
  f(r.p50),
  f(r.p99),
  r.statements.toFixed(2),
  String(r.errors),
]
const ratio = (name: string, concurrency: number, app: Result, floor: Result) => [
  name,
  String(concurrency),
  '',
  `${(app.rps / floor.rps).toFixed(2)}x`,
  `${(app.p50 / floor.p50).toFixed(2)}x`,
  `${(app.p99 / floor.p99).toFixed(2)}x`,
  '',
  '',
]

async function main() {
  const load1 = () => loadavg()[0]!.toFixed(2)
  console.log(
    `record-point: ${SECONDS} s per line in ${ROUNDS} turns, PostgreSQL at ${new URL(DATABASE_URL).host}, ` +
      `load average ${load1()}` +
      (ACCEPT_ENCODING ? `, accept-encoding: ${ACCEPT_ENCODING}` : ''),
  )
  const t = await createTestApp({
    databaseUrl: DATABASE_URL,
    freePlanProGamesPerMonth: 1_000_000,
    // Many signups from one address: the signup limits are not what is measured.
    rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false },
  })
  const bare = Fastify({ logger: false })
  const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 10 })
  try {
    const base = await t.listen()
    const owner = await newCoach(t.app)
    // A pool of fresh matches: when a match ends (random winners end one after ~150 points), its slot takes the next.
    // Enough for 3,000 points a second through the warm-up and every line (a slot that ran dry would answer only
    // cheap 422s and flatter the figure: the bench stops instead).
    const poolSize = Math.ceil(((WARMUP_SECONDS + SECONDS * CONCURRENCY.length) * 3000) / 100)
    const pool_: number[] = []
    for (let i = 0; i < poolSize; i += 20)
      pool_.push(...(await Promise.all(Array.from({ length: 20 }, () => newMatch(t.app, owner).then((m) => m.id)))))
    const created = pool_.length
    const slots = pool_.splice(0, MATCHES)
    // The design floor writes back the score it read, so its matches never end.
    const floorSlots = await Promise.all(
      Array.from({ length: MATCHES }, () => newMatch(t.app, owner).then((m) => m.id)),
    )

    await pool.query(
      'create table bench_rows (id serial primary key, match_id integer not null, client_id uuid not null, payload jsonb not null)',
    )
    bare.post('/insert', async (request, reply) => {
      const body = request.body as { ball: { client_id: string } }
      const { rows } = await pool.query(
        'insert into bench_rows (match_id, client_id, payload) values ($1, $2, $3) returning id',
        [1, body.ball.client_id, JSON.stringify(body.ball)],
      )
      return reply.code(201).send({ id: rows[0].id })
    })
    /** The byte length of Courtside's last answer to a point (uncompressed): the design floor answers as much. */
    let answerBytes = 0
    let floorAnswerBytes = 0
    registerDesignFloor(bare, { pool, jwtSecret: t.config.jwtSecret, answerBytes: () => answerBytes })
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

    const encoding: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}
    const headers = { ...owner.headers, ...encoding, 'content-type': 'application/json' }
    const point = () => JSON.stringify({ ball: quickPoint(Math.random() < 0.5 ? 0 : 1) })
    const recordPoint = async (worker: number) => {
      const slot = worker % MATCHES
      const id = slots[slot]!
      const response = await fetch(`${base}/api/v2/matches/${id}/balls`, { method: 'POST', headers, body: point() })
      const body = await response.arrayBuffer()
      if (response.status === 201) answerBytes = body.byteLength
      if (response.status === 422 && slots[slot] === id) {
        // The match is over: the slot takes a fresh one.
        const next = pool_.shift()
        if (next === undefined) throw new Error(`the bench ran out of its ${created} matches: raise the pool size`)
        slots[slot] = next
      }
      return response.status === 201 || response.status === 422
    }
    const designFloor = async (worker: number) => {
      const id = floorSlots[worker % MATCHES]!
      const response = await fetch(`${bareUrl}/floor/matches/${id}/balls`, { method: 'POST', headers, body: point() })
      floorAnswerBytes = (await response.arrayBuffer()).byteLength
      return response.status === 201
    }
    const bareInsert = async () => {
      const response = await fetch(`${bareUrl}/insert`, {
        method: 'POST',
        headers: { ...encoding, 'content-type': 'application/json' },
        body: JSON.stringify({ ball: { client_id: randomUUID(), point_type: 'other', winner_team: 0 } }),
      })
      await response.arrayBuffer()
      return response.status === 201
    }

    // Warm-up: JIT, connections, plans (and Courtside's answer length, which the design floor copies).
    await load(10, WARMUP_SECONDS, recordPoint)
    await load(10, WARMUP_SECONDS, designFloor)
    await load(10, WARMUP_SECONDS, bareInsert)
    console.log(`answer bytes (uncompressed): Courtside ${answerBytes}, design floor ${floorAnswerBytes}`)

    const rows: string[][] = []
    let verdict = `goal not measured: concurrency ${GOAL.concurrency} was not asked for`
    for (const concurrency of CONCURRENCY) {
      // Taken in turns, so a busy moment on a shared machine falls on all three alike.
      const samples: [Sample[], Sample[], Sample[]] = [[], [], []]
      for (let round = 0; round < ROUNDS; round++) {
        samples[0].push(await load(concurrency, SECONDS / ROUNDS, recordPoint))
        samples[1].push(await load(concurrency, SECONDS / ROUNDS, designFloor))
        samples[2].push(await load(concurrency, SECONDS / ROUNDS, bareInsert))
      }
      const [app, floor, insert] = samples.map(summarize) as [Result, Result, Result]
      rows.push(line('POST /balls (Courtside)', concurrency, app))
      rows.push(line('design floor (3 statements)', concurrency, floor))
      rows.push(line('bare Fastify + 1 INSERT', concurrency, insert))
      rows.push(ratio('Courtside / design floor', concurrency, app, floor))
      rows.push(ratio('Courtside / 1 INSERT', concurrency, app, insert))
      if (concurrency === GOAL.concurrency) {
        const rps = app.rps / floor.rps
        const p99 = app.p99 / floor.p99
        const met = rps >= GOAL.rps && p99 <= GOAL.p99
        verdict =
          `goal ${met ? 'MET' : 'NOT MET'} at concurrency ${concurrency}: Courtside ${rps.toFixed(2)}x the design ` +
          `floor's points/s (goal >= ${GOAL.rps}x), p99 ${p99.toFixed(2)}x its p99 (goal <= ${GOAL.p99}x)`
      }
    }
    printTable(['scenario', 'concurrency', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'statements/req', 'errors'], rows)
    const recorded = await pool.query('select count(*)::int as n from balls')
    console.log(
      `\n${recorded.rows[0].n} points recorded (both sides) on ${created - pool_.length} of Courtside's` +
        ` matches; a 422 (match over) counts as answered, once per match. Load average at the end: ${load1()}.`,
    )
    console.log(verdict)
  } finally {
    await bare.close()
    await pool.end()
    await t.close()
  }
}

await main()
