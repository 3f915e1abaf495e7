import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { createPostgresDatabase } from './postgres-database.ts'
import { buildApp } from '../../src/app.ts'
import { openDatabase } from '../../src/db/client.ts'
import { DEFAULT_HTTP_LIMITS, DEFAULT_RATE_LIMITS, type AppConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/database.ts'
import type { Mailer, SentMail } from '../../src/lib/mailer.ts'

// No vitest imports here: the e2e tests use this helper to start a real server too.

export type { SentMail }

export interface TestApp {
  app: FastifyInstance
  /** Every email the app sent, in order. */
  mailbox: SentMail[]
  db: Database
  config: AppConfig
  /** The PostgreSQL database this app uses (undefined on PGlite): another app can share it (createTestApp's option). */
  databaseUrl: string | undefined
  /**
   * Listens on 127.0.0.1 at a free port (or `config.port`) and points `config.appUrl` at it, so emailed links
   * open this server. Returns the base URL, e.g. http://127.0.0.1:41234.
   */
  listen(): Promise<string>
  /** Closes the app, then drops its PostgreSQL database or forgets its in-memory PGlite. Safe to call twice. */
  close(): Promise<void>
}

export type TestAppOverrides = Partial<AppConfig>

export interface TestAppOptions {
  /**
   * Use this existing PostgreSQL database as it is (no new database, nothing dropped on close): two apps on one
   * database behave like two API instances behind a load balancer. Pass the first app's `databaseUrl` and its
   * `config.jwtSecret`, so a token of one instance is valid on the other.
   */
  sharedDatabaseUrl?: string
}

export const TEST_WEBHOOK_SECRET = 'whsec_courtside_test_secret'

/** `billing` of an app that serves the built-in test checkout and portal (BILLING_TEST_MODE=true). */
export const TEST_BILLING: AppConfig['billing'] = { testMode: true, selfHostedPlan: undefined }

let migratedPglite: Promise<Blob> | undefined

/**
 * One migrated in-memory database per test process, dumped: every PGlite test app starts from a copy of it.
 * Creating a cluster and migrating costs about 4 s of CPU per app; loading the dump about 1 s.
 */
function migratedPgliteDump(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const handle = await openDatabase({})
    try {
      return await handle.pglite!.dumpDataDir('none')
    } finally {
      await handle.close()
    }
  })()
  return migratedPglite
}

/** A config for tests: cheap password hashing, no logging, a throwaway data dir, no web app unless asked. */
export function testConfig(overrides: TestAppOverrides = {}): AppConfig {
  const port = overrides.port ?? 0
  return {
    env: 'test',
    port,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? join(tmpdir(), 'courtside-test'),
    databaseUrl: undefined,
    pgliteDir: undefined,
    appUrl: 'http://localhost:3000',
    corsOrigins: ['http://localhost:5173'],
    jwtSecret: randomBytes(32).toString('base64url'),
    jwtTtlSeconds: 7 * 24 * 60 * 60,
    resetTokenTtlMinutes: 60,
    smtpUrl: undefined,
    mailFrom: 'Courtside <no-reply@courtside.app>',
    // The webhook verifies signatures in every test app; payments themselves run on the built-in test checkout.
    stripe: { webhookSecret: TEST_WEBHOOK_SECRET },
    // As in production: no payments until a test asks for the test checkout (TEST_BILLING) or Stripe.
    billing: { testMode: false, selfHostedPlan: undefined },
    jobIntervalMs: 10 * 60_000,
    freePlanProGamesPerMonth: 3,
    trustProxy: false,
    rateLimits: structuredClone(DEFAULT_RATE_LIMITS),
    webDistDir: undefined,
    analytics: { ingestHost: 'https://eu.i.posthog.com', assetsHost: 'https://eu-assets.i.posthog.com' },
    liveSessionRecheckMs: 30_000,
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    now: () => new Date(),
    logger: false,
    http: DEFAULT_HTTP_LIMITS,
    metricsToken: undefined,
    ...overrides,
  }
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or with DATABASE_URL a new randomly named database on that
 * server, dropped on close (ADR 0001).
 */
export async function createTestApp(overrides: TestAppOverrides = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const mailbox: SentMail[] = []
  const config = testConfig(overrides)
  const capture: Mailer = {
    async send(message) {
      mailbox.push({ ...message, from: config.mailFrom, sentAt: config.now() })
    },
  }
  config.mailer = overrides.mailer ?? capture

  const serverUrl = overrides.databaseUrl ?? process.env.DATABASE_URL?.trim()
  const database = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: async () => {} }
    : serverUrl
      ? await createPostgresDatabase(serverUrl)
      : undefined
  const tempDir = overrides.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'courtside-test-'))
  if (tempDir) config.dataDir = tempDir
  config.databaseUrl = database?.url
  if (!database && !config.pgliteDir) config.pgliteFrom = await migratedPgliteDump()

  let app: FastifyInstance
  try {
    app = await buildApp(config)
  } catch (error) {
    await database?.drop()
    if (tempDir) rmSync(tempDir, { recursive: true, force: true })
    throw error
  }
  let closed: Promise<void> | undefined
  return {
    app,
    mailbox,
    db: app.db,
    config,
    databaseUrl: database?.url,
    async listen() {
      await app.listen({ port: config.port, host: '127.0.0.1' })
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      config.appUrl = `http://127.0.0.1:${port}`
      return config.appUrl
    },
    close() {
      closed ??= (async () => {
        try {
          await app.close()
        } finally {
          await database?.drop()
          if (tempDir) rmSync(tempDir, { recursive: true, force: true })
        }
      })()
      return closed
    },
  }
}
