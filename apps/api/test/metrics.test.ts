import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import pg from 'pg'
import { messages } from '@courtside/contracts'
import { loadConfig } from '../src/config.ts'
import { metricsTokenFromEnv } from '../src/config/metrics.ts'
import { LISTEN_APPLICATION_NAME } from '../src/live/notice-listener.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, quickPoint } from './support/balls.ts'

/** GET /metrics (docs/decisions/0058-metrics-with-prom-client.md): Prometheus text, only to the metrics token. */

const TOKEN = 'metrics-token-for-the-tests-0123'
const scrape = (t: TestApp, authorization: string | null = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

/** The value of one series in a scrape (`name{labels} value`), 0 when it is absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

let t: TestApp
beforeAll(async () => {
  // Jobs every 200 ms, so a pass is counted within the test.
  t = await createTestApp({ metricsToken: TOKEN, jobIntervalMs: 200 })
})
afterAll(async () => {
  await t?.close()
})

describe('GET /metrics', () => {
  it('is an unknown path (404) without METRICS_TOKEN', async () => {
    const plain = await createTestApp()
    try {
      const response = await scrape(plain)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' })
    } finally {
      await plain.close()
    }
  })

  it('answers 401 in the error shape without the token or with another one', async () => {
    for (const authorization of [null, 'Bearer wrong-token-of-the-same-size', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(t, authorization)
      expect(response.statusCode, String(authorization)).toBe(401)
      expect(response.json()).toEqual({ message: messages.unauthorized, code: 'unauthorized' })
      expect(response.body).not.toContain('courtside_')
    }
  })

  it('answers the Prometheus text format to the token, never cached', async () => {
    const response = await scrape(t)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    for (const name of [
      'courtside_http_requests_total',
      'courtside_http_request_duration_seconds',
      'courtside_live_sockets',
      'courtside_listen_connected',
      'courtside_listen_reconnects_total',
      'courtside_job_runs_total',
      'courtside_points_recorded_total',
      'process_cpu_user_seconds_total',
    ])
      expect(response.body).toContain(`# TYPE ${name} `)
    expect(valueOf(response.body, 'courtside_listen_connected')).toBe(1)
    expect(valueOf(response.body, 'courtside_live_sockets{kind="coach"}')).toBe(0)
    expect(valueOf(response.body, 'courtside_live_sockets{kind="guest"}')).toBe(0)
  })

  it('counts a recorded point once, and not its retry', async () => {
    const coach = await newCoach(t.app)
    const match = await newMatch(t.app, coach)
    const before = valueOf((await scrape(t)).body, 'courtside_points_recorded_total')
    const point = quickPoint(0, randomUUID())
    expect((await postBall(t.app, coach.headers, match.id, point)).statusCode).toBe(201)
    expect((await postBall(t.app, coach.headers, match.id, point)).statusCode).toBe(200)
    expect(valueOf((await scrape(t)).body, 'courtside_points_recorded_total')).toBe(before + 1)
  })

  it('labels requests with the route pattern, and every unknown path with one label', async () => {
    const coach = await newCoach(t.app)
    const match = await newMatch(t.app, coach)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: coach.headers })).statusCode,
    ).toBe(200)
    await t.app.inject({ method: 'GET', url: `/api/v2/no-such-thing/${randomUUID()}` })
    const text = (await scrape(t)).body
    expect(
      valueOf(text, 'courtside_http_requests_total{method="GET",route="/api/v2/matches/:id",status_code="200"}'),
    ).toBeGreaterThanOrEqual(1)
    expect(
      valueOf(text, 'courtside_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain(`/api/v2/matches/${match.id}"`)
    expect(text).not.toContain('no-such-thing')
    expect(text).toMatch(
      /courtside_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/matches\/:id"\} \d+/,
    )
  })

  it('counts the open sockets by kind', async () => {
    const coach = await newCoach(t.app)
    const base = (await t.listen()).replace(/^http/, 'ws')
    const open = (path: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${base}${path}`, ['actioncable-v1-json'])
        // Counted once welcomed: the welcome is the first frame.
        ws.once('message', () => resolve(ws))
        ws.once('error', reject)
      })
    const sockets = [
      await open(`/socket?token=${encodeURIComponent(coach.token)}`),
      await open('/socket'),
      await open('/socket'),
    ]
    try {
      const text = (await scrape(t)).body
      expect(valueOf(text, 'courtside_live_sockets{kind="coach"}')).toBe(1)
      expect(valueOf(text, 'courtside_live_sockets{kind="guest"}')).toBe(2)
    } finally {
      for (const ws of sockets) ws.close()
    }
    await vi.waitFor(async () => {
      const text = (await scrape(t)).body
      expect(
        valueOf(text, 'courtside_live_sockets{kind="coach"}') + valueOf(text, 'courtside_live_sockets{kind="guest"}'),
      ).toBe(0)
    })
  })

  it.runIf(process.env.DATABASE_URL)('counts the reconnects of the LISTEN connection', async () => {
    const admin = new pg.Client({ connectionString: t.databaseUrl })
    await admin.connect()
    try {
      const before = valueOf((await scrape(t)).body, 'courtside_listen_reconnects_total')
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [LISTEN_APPLICATION_NAME],
      )
      await vi.waitFor(
        async () => {
          const text = (await scrape(t)).body
          expect(valueOf(text, 'courtside_listen_reconnects_total')).toBe(before + 1)
          expect(valueOf(text, 'courtside_listen_connected')).toBe(1)
        },
        { timeout: 10_000, interval: 100 },
      )
    } finally {
      await admin.end()
    }
  })

  it('counts the passes of the scheduled jobs', async () => {
    await vi.waitFor(
      async () => {
        const text = (await scrape(t)).body
        expect(valueOf(text, 'courtside_job_runs_total{job="scheduled-jobs",outcome="ok"}')).toBeGreaterThanOrEqual(1)
      },
      { timeout: 10_000, interval: 100 },
    )
  })

  it('keeps each app its own counts in one process', async () => {
    const other = await createTestApp({ metricsToken: TOKEN })
    try {
      expect(valueOf((await scrape(t)).body, 'courtside_points_recorded_total')).toBeGreaterThanOrEqual(1)
      expect(valueOf((await scrape(other)).body, 'courtside_points_recorded_total')).toBe(0)
    } finally {
      await other.close()
    }
  })

  it('is not part of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object }
    expect(Object.keys(doc.paths)).not.toContain('/metrics')
  })
})

describe('METRICS_TOKEN', () => {
  it('is optional, and refused when shorter than 16 characters', () => {
    expect(metricsTokenFromEnv({})).toBeUndefined()
    expect(metricsTokenFromEnv({ METRICS_TOKEN: '  ' })).toBeUndefined()
    expect(metricsTokenFromEnv({ METRICS_TOKEN: ` ${TOKEN} ` })).toBe(TOKEN)
    expect(() => metricsTokenFromEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/)
  })

  it('reaches the config, and a short one stops the start', () => {
    const env = { JWT_SECRET: 'j'.repeat(48), DATA_DIR: '/tmp/courtside-metrics-config' }
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN)
    expect(loadConfig(env).metricsToken).toBeUndefined()
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN/)
  })
})
