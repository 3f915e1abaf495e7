import { isAbsolute, join, resolve } from 'node:path'
import type { LiveLimits } from './live/live-limits.ts'
import type { Mailer } from './lib/mailer.ts'
import { findRepoRoot } from './repo-root.ts'
import { billingMode, stripeSettings, type BillingMode, type StripeSettings } from './config/billing-settings.ts'
import { heavyWorkLimitsFromEnv, type HeavyWorkLimits } from './config/heavy-work-limits.ts'
import { DEFAULT_HTTP_LIMITS, httpLimitsFromEnv, type HttpLimits } from './config/http-limits.ts'
import { resolveJwtSecret } from './config/jwt-secret.ts'
import { liveLimitsFromEnv } from './config/live-limits-from-env.ts'
import { metricsTokenFromEnv } from './config/metrics.ts'
import { rateLimitsFromEnv, type RateLimitConfig } from './config/rate-limits.ts'
import { readInt, readList, type Env } from './config/read-env.ts'
import { parseTrustProxy } from './config/trust-proxy.ts'

// Each concern's settings and their parsing live in config/; this file puts them together, and is where the rest
// of the server imports them from.
export type { BillingMode, StripeSettings } from './config/billing-settings.ts'
export { DEFAULT_HTTP_LIMITS, type HttpLimits }
export { MIN_JWT_SECRET_BYTES } from './config/jwt-secret.ts'
export {
  DEFAULT_RATE_LIMITS,
  type RateLimitAction,
  type RateLimitConfig,
  type RateLimitRule,
} from './config/rate-limits.ts'

export interface AppConfig {
  env: 'production' | 'development' | 'test'
  port: number
  host: string
  /** Absolute; holds the PGlite database, the generated JWT secret and the dev mail outbox. */
  dataDir: string
  /** A real PostgreSQL server; PGlite is used when unset. */
  databaseUrl?: string | undefined
  /** PGlite directory; undefined = in memory (tests). Ignored when databaseUrl is set. */
  pgliteDir?: string | undefined
  /**
   * In memory only (no pgliteDir): start from this dump of a migrated data directory instead of an empty cluster.
   * Never read from the environment; the tests start each app from one dump, as creating a cluster costs seconds.
   */
  pgliteFrom?: Blob | undefined
  appUrl: string
  corsOrigins: string[]
  jwtSecret: string
  jwtTtlSeconds: number
  resetTokenTtlMinutes: number
  smtpUrl?: string | undefined
  mailFrom: string
  /** Replaces the SMTP / outbox mailer (tests capture messages with it). */
  mailer?: Mailer | undefined
  stripe: StripeSettings
  /** Payments without Stripe (docs/decisions/0047-billing-safe-when-unconfigured.md). */
  billing: BillingMode
  /** How often the licence expiry and account purge jobs run (ADR 0031). */
  jobIntervalMs: number
  freePlanProGamesPerMonth: number
  trustProxy: false | number | string
  /** HTTP limits of the server (ADR 0021): see DEFAULT_HTTP_LIMITS. */
  http: HttpLimits
  rateLimits: RateLimitConfig
  /** Built web app to serve at /; skipped when it does not exist. */
  webDistDir?: string | undefined
  /** PostHog EU ingestion and asset hosts behind /ingest. */
  analytics: { ingestHost: string; assetsHost: string }
  /** How often open sockets' sessions are checked again (logout, password reset, deletion, expiry close them). */
  liveSessionRecheckMs: number
  /** Socket limits and the LISTEN heartbeat (ADR 0022); unset fields take DEFAULT_LIVE_LIMITS. */
  live?: Partial<LiveLimits> | undefined
  /** The render pool and the per-user budgets of the heavy endpoints (ADR 0049); unset fields take the defaults. */
  heavyWork?: Partial<HeavyWorkLimits> | undefined
  /** argon2id cost; tests lower it, production keeps the library's defaults (64 MiB, 3 passes). */
  passwordHashing: { memoryCost: number; timeCost: number; parallelism: number }
  /** Bearer token of GET /metrics (Prometheus); undefined serves no /metrics (ADR 0058). */
  metricsToken?: string | undefined
  /** The clock every business rule reads (token expiry, month boundaries); tests replace it. */
  now: () => Date
  logger: boolean | { level: string; stream?: { write(line: string): void } }
}

/** Builds the configuration from the environment (see the README's configuration table). */
export function loadConfig(env: Env = process.env): AppConfig {
  const root = findRepoRoot()
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  const port = readInt(env, 'PORT', 3000)
  const rawDataDir = env.DATA_DIR?.trim() || './data'
  const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(root, rawDataDir)
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  const appUrl = (env.APP_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
  const stripe = stripeSettings(env)
  const corsOrigins =
    env.CORS_ORIGINS !== undefined
      ? readList(env.CORS_ORIGINS)
      : nodeEnv === 'production'
        ? []
        : ['http://localhost:5173']
  return {
    env: nodeEnv,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    pgliteDir: databaseUrl ? undefined : join(dataDir, 'pglite'),
    appUrl,
    corsOrigins,
    jwtSecret: resolveJwtSecret(env, dataDir, nodeEnv === 'production', databaseUrl !== undefined),
    jwtTtlSeconds: 7 * 24 * 60 * 60,
    resetTokenTtlMinutes: 60,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Courtside <no-reply@courtside.app>',
    stripe,
    billing: billingMode(env, stripe),
    freePlanProGamesPerMonth: readInt(env, 'FREE_PLAN_PRO_GAMES_PER_MONTH', 3),
    jobIntervalMs: readInt(env, 'JOB_INTERVAL_MS', 10 * 60_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    http: httpLimitsFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    webDistDir: env.WEB_DIST_DIR?.trim() ? resolve(root, env.WEB_DIST_DIR.trim()) : join(root, 'apps', 'web', 'dist'),
    analytics: { ingestHost: 'https://eu.i.posthog.com', assetsHost: 'https://eu-assets.i.posthog.com' },
    liveSessionRecheckMs: 30_000,
    live: liveLimitsFromEnv(env),
    heavyWork: heavyWorkLimitsFromEnv(env),
    passwordHashing: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
    metricsToken: metricsTokenFromEnv(env),
    now: () => new Date(),
    logger: { level: env.LOG_LEVEL?.trim() || 'info' },
  }
}
