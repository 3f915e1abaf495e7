/**
 * Recording benchmark: requests per second and latency (p50, p99) of POST /api/v2/matches/:id/balls under
 * concurrency, beside a bare Fastify endpoint that does one INSERT on the same PostgreSQL database, in the same run
 * and process, with the same load loop. The ratio says what recording costs over the floor of "HTTP + one write":
 * the match row lock, the replay of the match by the domain, the cached score, NOTIFY and the answer's match.
 *
 * Run: npx tsx bench/record-point/record-point.bench.ts   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * a database of its own is created and dropped). Timings are printed, never asserted.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import Fastify from 'fastify'
import pg from 'pg'
import { DEFAULT_RATE_LIMITS } from '../../apps/api/src/config.ts'
import { createTestApp } from '../../apps/api/test/support/test-app.ts'
import { newCoach, newMatch, quickPoint } from '../../apps/api/test/support/balls.ts'
import { printTable } from '../support/print-table.ts'

const DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '10,50').split(',').map(Number)
/** Matches written to at once: several writers share a match at 50 (they queue on its row lock, as designed). */
const MATCHES = 10

interface Result {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

/** A closed loop: `concurrency` workers each send one request, wait for its answer, and send the next. */
async function load(concurrency: number, seconds: number, send: (worker: number) => Promise<boolean>): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + seconds * 1000
  const started = performance.now()
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
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

async function main() {
  console.log(`record-point: ${SECONDS} s per line, PostgreSQL at ${new URL(DATABASE_URL).host}`)
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
    const pool_ = await Promise.all(Array.from({ length: 60 }, () => newMatch(t.app, owner).then((m) => m.id)))
    const slots = pool_.splice(0, MATCHES)

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
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

    const headers = { ...owner.headers, 'content-type': 'application/json' }
    const recordPoint = async (worker: number) => {
      const slot = worker % MATCHES
      const id = slots[slot]!
      const response = await fetch(`${base}/api/v2/matches/${id}/balls`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ball: quickPoint(Math.random() < 0.5 ? 0 : 1) }),
      })
      await response.arrayBuffer()
      if (response.status === 422 && slots[slot] === id) slots[slot] = pool_.shift() ?? id // the match is over
      return response.status === 201 || response.status === 422
    }
    const bareInsert = async () => {
      const response = await fetch(`${bareUrl}/insert`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ball: { client_id: randomUUID(), point_type: 'other', winner_team: 0 } }),
      })
      await response.arrayBuffer()
      return response.status === 201
    }

    // Warm-up: JIT, connections, plans.
    await load(10, 1, recordPoint)
    await load(10, 1, bareInsert)

    const rows: string[][] = []
    for (const concurrency of CONCURRENCY) {
      const app = await load(concurrency, SECONDS, recordPoint)
      const floor = await load(concurrency, SECONDS, bareInsert)
      const f = (n: number) => n.toFixed(1)
      rows.push([
        'POST /balls (Courtside)',
        String(concurrency),
        String(app.requests),
        f(app.rps),
        f(app.p50),
        f(app.p99),
        String(app.errors),
      ])
      rows.push([
        'bare Fastify + 1 INSERT',
        String(concurrency),
        String(floor.requests),
        f(floor.rps),
        f(floor.p50),
        f(floor.p99),
        String(floor.errors),
      ])
      rows.push([
        'ratio bare/app (rps), app/bare (p99)',
        String(concurrency),
        '',
        `${(floor.rps / app.rps).toFixed(2)}x`,
        '',
        `${(app.p99 / floor.p99).toFixed(2)}x`,
        '',
      ])
    }
    printTable(['scenario', 'concurrency', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows)
    const recorded = await pool.query('select count(*)::int as n from balls')
    console.log(
      `\n${recorded.rows[0].n} points recorded on ${60 - pool_.length} matches; 422 (match over) counts as answered, not as an error.`,
    )
  } finally {
    await bare.close()
    await pool.end()
    await t.close()
  }
}

await main()
