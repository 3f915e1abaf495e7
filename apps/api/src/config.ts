import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { isAbsolute, join, resolve } from 'node:path'
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live/live-limits.ts'
import type { Mailer } from './modules/mail/mailer.ts'
import { findRepoRoot } from './repo-root.ts'

/** Limits for one sensitive call: attempts per address and per client IP within one fixed window. */
export interface RateLimitRule {
  perAddress: number
  perIp: number
  windowSeconds: number
}

export interface RateLimitConfig {
  enabled: boolean
  login: RateLimitRule
  register: RateLimitRule
  forgotPassword: RateLimitRule
  resetPassword: RateLimitRule
}

export type RateLimitAction = Exclude<keyof RateLimitConfig, 'enabled'>

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
  appUrl: string
  corsOrigins: string[]
  jwtSecret: string
  jwtTtlSeconds: number
  resetTokenTtlMinutes: number
  smtpUrl?: string | undefined
  mailFrom: string
  /** Replaces the SMTP / outbox mailer (tests capture messages with it). */
  mailer?: Mailer | undefined
  stripe: { secretKey?: string | undefined; priceId?: string | undefined; webhookSecret?: string | undefined }
  freePlanProGamesPerMonth: number
  trustProxy: boolean | number | string
  rateLimits: RateLimitConfig
  /** Built web app to serve at /; skipped when it does not exist. */
  webDistDir?: string | undefined
  /** PostHog EU ingestion and asset hosts behind /ingest. */
  analytics: { ingestHost: string; assetsHost: string }
  /** How often open sockets' sessions are checked again (logout, password reset, deletion, expiry close them). */
  liveSessionRecheckMs: number
  /** Socket limits and the LISTEN heartbeat (ADR 0022); unset fields take DEFAULT_LIVE_LIMITS. */
  live?: Partial<LiveLimits> | undefined
  /** argon2id cost; tests lower it, production keeps the library's defaults (64 MiB, 3 passes). */
  passwordHashing: { memoryCost: number; timeCost: number; parallelism: number }
  /** The clock every business rule reads (token expiry, month boundaries); tests replace it. */
  now: () => Date
  logger: boolean | { level: string; stream?: { write(line: string): void } }
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  enabled: true,
  // Per address counts failed logins only (a success clears it); per IP counts every attempt.
  login: { perAddress: 10, perIp: 50, windowSeconds: 15 * 60 },
  register: { perAddress: 5, perIp: 20, windowSeconds: 60 * 60 },
  forgotPassword: { perAddress: 5, perIp: 20, windowSeconds: 15 * 60 },
  // "Address" of a reset is the token itself: guessing one is hopeless, the per-IP limit is what matters.
  resetPassword: { perAddress: 10, perIp: 30, windowSeconds: 15 * 60 },
}

type Env = Record<string, string | undefined>

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim()
  if (!value || value === 'false' || value === '0') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value) // number of proxy hops
  return value // addresses / CIDRs, comma-separated
}

function envRateLimit(env: Env, action: string, base: RateLimitRule): RateLimitRule {
  const prefix = `RATE_LIMIT_${action}`
  return {
    perAddress: int(env, `${prefix}_PER_ADDRESS`, base.perAddress),
    perIp: int(env, `${prefix}_PER_IP`, base.perIp),
    windowSeconds: int(env, `${prefix}_WINDOW_SECONDS`, base.windowSeconds),
  }
}

/** Reads JWT_SECRET or keeps a generated one in the data dir, so tokens survive a restart. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET?.trim()
  if (given) return given
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored) return stored
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Builds the configuration from the environment (see the README's configuration table). */
export function loadConfig(env: Env = process.env): AppConfig {
  const root = findRepoRoot()
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  const port = int(env, 'PORT', 3000)
  const rawDataDir = env.DATA_DIR?.trim() || './data'
  const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(root, rawDataDir)
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  const appUrl = (env.APP_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
  const corsOrigins =
    env.CORS_ORIGINS !== undefined ? list(env.CORS_ORIGINS) : nodeEnv === 'production' ? [] : ['http://localhost:5173']
  return {
    env: nodeEnv,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    pgliteDir: databaseUrl ? undefined : join(dataDir, 'pglite'),
    appUrl,
    corsOrigins,
    jwtSecret: resolveJwtSecret(env, dataDir),
    jwtTtlSeconds: 7 * 24 * 60 * 60,
    resetTokenTtlMinutes: 60,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Courtside <no-reply@courtside.app>',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
      priceId: env.STRIPE_PRICE_ID?.trim() || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    },
    freePlanProGamesPerMonth: int(env, 'FREE_PLAN_PRO_GAMES_PER_MONTH', 3),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      enabled: env.RATE_LIMIT_ENABLED?.trim() !== 'false',
      login: envRateLimit(env, 'LOGIN', DEFAULT_RATE_LIMITS.login),
      register: envRateLimit(env, 'REGISTER', DEFAULT_RATE_LIMITS.register),
      forgotPassword: envRateLimit(env, 'FORGOT_PASSWORD', DEFAULT_RATE_LIMITS.forgotPassword),
      resetPassword: envRateLimit(env, 'RESET_PASSWORD', DEFAULT_RATE_LIMITS.resetPassword),
    },
    webDistDir: env.WEB_DIST_DIR?.trim() ? resolve(root, env.WEB_DIST_DIR.trim()) : join(root, 'apps', 'web', 'dist'),
    analytics: { ingestHost: 'https://eu.i.posthog.com', assetsHost: 'https://eu-assets.i.posthog.com' },
    liveSessionRecheckMs: 30_000,
    live: {
      maxSocketsPerUser: int(env, 'LIVE_MAX_SOCKETS_PER_USER', DEFAULT_LIVE_LIMITS.maxSocketsPerUser),
      maxSockets: int(env, 'LIVE_MAX_SOCKETS', DEFAULT_LIVE_LIMITS.maxSockets),
      maxBufferedBytes: int(env, 'LIVE_MAX_BUFFERED_BYTES', DEFAULT_LIVE_LIMITS.maxBufferedBytes),
      listenHeartbeatMs: int(env, 'LIVE_LISTEN_HEARTBEAT_MS', DEFAULT_LIVE_LIMITS.listenHeartbeatMs),
    },
    passwordHashing: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
    now: () => new Date(),
    logger: { level: env.LOG_LEVEL?.trim() || 'info' },
  }
}
