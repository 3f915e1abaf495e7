import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { latestMigrationMillis } from '../src/db/migration-status.ts'
import { failingReadinessChecks } from '../src/lib/readiness.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

/** GET /readyz (docs/decisions/0058-metrics-with-prom-client.md): ready only with the database, migrations, LISTEN. */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** The maintenance database of the server an app's database is on, and that database's name. */
function serverOf(databaseUrl: string): { maintenance: string; name: string } {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  return { maintenance: url.toString(), name }
}

describe('GET /readyz', () => {
  it('answers 200 ready on a fresh app, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready' })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('is not part of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object }
    expect(Object.keys(doc.paths)).not.toContain('/readyz')
  })

  it('answers 503 naming the migrations when the newest one is not recorded', async () => {
    const own = await createTestApp()
    try {
      await own.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${latestMigrationMillis()}`)
      const response = await own.app.inject({ method: 'GET', url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ status: 'unready', failing: ['migrations'] })
      expect(response.headers['cache-control']).toBe('no-store')
    } finally {
      await own.close()
    }
  })

  it('answers 503 naming the database and LISTEN once the database is gone', async () => {
    const own = await createTestApp()
    try {
      expect((await own.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
      if (own.databaseUrl) {
        // PostgreSQL: the database is dropped under the running app, its connections (LISTEN too) terminated.
        const { maintenance, name } = serverOf(own.databaseUrl)
        const admin = new pg.Client({ connectionString: maintenance })
        await admin.connect()
        try {
          await admin.query(`drop database "${name}" with (force)`)
        } finally {
          await admin.end()
        }
      } else {
        // PGlite: the database handle is closed under the running app.
        const client = (own.db as unknown as { $client: { close(): Promise<void> } }).$client
        await client.close()
      }
      // The LISTEN connection notices its end a moment after the database does.
      await vi.waitFor(
        async () => {
          const response = await own.app.inject({ method: 'GET', url: '/readyz' })
          expect(response.statusCode).toBe(503)
          expect(response.json()).toEqual({ status: 'unready', failing: ['database', 'listen'] })
        },
        { timeout: 5000, interval: 100 },
      )
    } finally {
      await own.close().catch(() => {})
    }
  })

  it.runIf(process.env.DATABASE_URL)('answers within its time limit while PostgreSQL does not answer', async () => {
    const own = await createTestApp()
    const blocker = new pg.Client({ connectionString: own.databaseUrl })
    await blocker.connect()
    try {
      // The migrations table locked by another transaction: the check's query waits, as on a frozen server.
      await blocker.query('begin')
      await blocker.query('lock table drizzle.__drizzle_migrations in access exclusive mode')
      const started = Date.now()
      const response = await own.app.inject({ method: 'GET', url: '/readyz' })
      // Two seconds of waiting, and the rest of a busy machine: never the hang of an unbounded query.
      expect(Date.now() - started).toBeLessThan(6000)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ status: 'unready', failing: ['migrations'] })
    } finally {
      await blocker.query('rollback').catch(() => {})
      await blocker.end()
      await own.close()
    }
  })
})

describe('the readiness checks', () => {
  const never = () => new Promise<boolean>(() => {})

  it('fail a check that does not answer within the time limit, and answer then', async () => {
    const started = Date.now()
    const failing = await failingReadinessChecks({ database: never, migrations: never, listen: () => true }, 50)
    expect(failing).toEqual(['database'])
    expect(Date.now() - started).toBeLessThan(1000)
    expect(
      await failingReadinessChecks({ database: async () => true, migrations: never, listen: () => false }, 50),
    ).toEqual(['migrations', 'listen'])
  })

  it('count a check that throws as failed', async () => {
    const failing = await failingReadinessChecks({
      database: () => Promise.reject(new Error('connection refused')),
      migrations: async () => true,
      listen: () => true,
    })
    expect(failing).toEqual(['database'])
  })
})
