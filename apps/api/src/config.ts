import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { isAbsolute, join, resolve } from 'node:path'
import { isIP } from 'node:net'
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live/live-limits.ts'
import { DEFAULT_HEAVY_WORK_LIMITS, type HeavyWorkLimits } from './modules/heavy-work/index.ts'
import type { Mailer } from './lib/mailer.ts'
import { findRepoRoot } from './repo-root.ts'
import { tooWideProxyRange } from './lib/too-wide-proxy-range.ts'

/** Limits for one sensitive call: attempts per address and per client IP within one fixed window. */
export interface RateLimitRule {
  perAddress: number
  perIp: number
  /** Per signed-in user and per organization, for the actions that count by them (0 or unset: no limit). */
  perUser?: number
  perOrganization?: number
  windowSeconds: number
}

export interface RateLimitConfig {
  enabled: boolean
  login: RateLimitRule
  register: RateLimitRule
  forgotPassword: RateLimitRule
  resetPassword: RateLimitRule
  /** Guests reading a shared match (ADR 0033): per IP only, generous for a club's shared connection. */
  liveMatch: RateLimitRule
  /** "Asks to join" requests, each e-mailing the organization's admins: per requester and per organization. */
  connectRequest: RateLimitRule
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
  stripe: {
    secretKey?: string | undefined
    priceId?: string | undefined
    webhookSecret?: string | undefined
    /** Tests point the real SDK at a local server; unset = api.stripe.com. */
    api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined
  }
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
  /** The clock every business rule reads (token expiry, month boundaries); tests replace it. */
  now: () => Date
  logger: boolean | { level: string; stream?: { write(line: string): void } }
}

export interface HttpLimits {
  /** A request must arrive whole within this time (slow-loris bodies); 0 = no limit. */
  requestTimeoutMs: number
  /** Request headers must arrive within this time. */
  headersTimeoutMs: number
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number
  /** Open connections (sockets included) beyond this are refused at once. */
  maxConnections: number
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 20_000,
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  enabled: true,
  // Per address counts failed logins only (a success clears it); per IP counts every attempt.
  login: { perAddress: 10, perIp: 50, windowSeconds: 15 * 60 },
  register: { perAddress: 5, perIp: 20, windowSeconds: 60 * 60 },
  forgotPassword: { perAddress: 5, perIp: 20, windowSeconds: 15 * 60 },
  // "Address" of a reset is the token itself: guessing one is hopeless, the per-IP limit is what matters.
  resetPassword: { perAddress: 10, perIp: 30, windowSeconds: 15 * 60 },
  liveMatch: { perAddress: 600, perIp: 600, windowSeconds: 60 },
  // A coach asks a few clubs a day; a club hears of at most 20 requests an hour (ADR 0051).
  connectRequest: { perAddress: 0, perIp: 0, perUser: 5, perOrganization: 20, windowSeconds: 60 * 60 },
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

// proxy-addr's names for address ranges, accepted in TRUST_PROXY's list.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY: a hop count or the proxies' addresses/CIDRs. `true` (trust every hop) is refused: any client could
 * then pick its own address with X-Forwarded-For and walk past the per-IP rate limits (ADR 0021).
 */
function parseTrustProxy(raw: string | undefined): false | number | string {
  const value = raw?.trim()
  if (!value || value === 'false' || value === '0') return false
  if (value === 'true')
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address; give the number of proxies in front (e.g. 1) or their addresses/CIDRs',
    )
  if (/^\d+$/.test(value)) return Number(value) // number of proxy hops
  for (const entry of list(value)) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address ?? '')
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!PROXY_RANGE_NAMES.has(entry) && (family === 0 || !validBits || extra !== undefined))
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR or one of ${[...PROXY_RANGE_NAMES].join(', ')}`,
      )
    // A range as wide as the internet has the effect of the refused `true` (ADR 0051).
    const tooWide = bits === undefined ? null : tooWideProxyRange(address!, Number(bits))
    if (tooWide)
      throw new Error(`TRUST_PROXY: "${entry}" is refused: ${tooWide}; give your proxies' own addresses or network`)
  }
  return value // addresses / CIDRs, comma-separated
}

function envRateLimit(env: Env, action: string, base: RateLimitRule): RateLimitRule {
  const prefix = `RATE_LIMIT_${action}`
  return {
    perAddress: int(env, `${prefix}_PER_ADDRESS`, base.perAddress),
    perIp: int(env, `${prefix}_PER_IP`, base.perIp),
    ...(base.perUser !== undefined && { perUser: int(env, `${prefix}_PER_USER`, base.perUser) }),
    ...(base.perOrganization !== undefined && {
      perOrganization: int(env, `${prefix}_PER_ORGANIZATION`, base.perOrganization),
    }),
    windowSeconds: int(env, `${prefix}_WINDOW_SECONDS`, base.windowSeconds),
  }
}

/** Shorter than an HS256 key should be (RFC 7518 §3.2: at least the hash's 256 bits): guessable offline. */
export const MIN_JWT_SECRET_BYTES = 32

/**
 * Reads JWT_SECRET or keeps a generated one in the data dir, so tokens survive a restart. In production on a shared
 * PostgreSQL the generated secret is refused: each instance would make its own, and none would accept the others'
 * tokens (ADR 0051).
 */
function resolveJwtSecret(env: Env, dataDir: string, production: boolean, sharedDatabase: boolean): string {
  const given = env.JWT_SECRET?.trim()
  if (given) {
    if (Buffer.byteLength(given, 'utf8') < MIN_JWT_SECRET_BYTES)
      throw new Error(
        `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`); a short secret can be guessed from any token`,
      )
    return given
  }
  if (production && sharedDatabase)
    throw new Error(
      "JWT_SECRET must be set in production with DATABASE_URL: every instance on that database must sign with the same secret (e.g. `openssl rand -base64 48`), or each would make its own and refuse the others' tokens",
    )
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

export interface BillingMode {
  /** BILLING_TEST_MODE=true: the built-in test checkout and portal, which grant pro without payment. */
  testMode: boolean
  /** SELF_HOSTED_PLAN=pro: every account is pro, with no payment and no quota. */
  selfHostedPlan: 'pro' | undefined
}

/**
 * Payments are live (Stripe), pretend (test mode, asked for by name) or absent; never pretend because keys are
 * missing. Settings that contradict each other stop the start rather than letting one silently win.
 */
function billingMode(env: Env, stripe: AppConfig['stripe']): BillingMode {
  const rawTest = env.BILLING_TEST_MODE?.trim() ?? ''
  if (!['', 'true', 'false'].includes(rawTest))
    throw new Error(`BILLING_TEST_MODE must be "true" or "false", got "${rawTest}"`)
  const rawPlan = env.SELF_HOSTED_PLAN?.trim() ?? ''
  if (rawPlan !== '' && rawPlan !== 'pro')
    throw new Error(`SELF_HOSTED_PLAN accepts only "pro" (every account pro without payment), got "${rawPlan}"`)
  const testMode = rawTest === 'true'
  const selfHostedPlan = rawPlan === 'pro' ? 'pro' : undefined
  const stripeKeys = Boolean(stripe.secretKey)
  if (testMode && stripeKeys)
    throw new Error(
      'BILLING_TEST_MODE=true and STRIPE_SECRET_KEY/STRIPE_PRICE_ID are both set: the test checkout would grant pro without payment beside real payments; unset one of them',
    )
  if (selfHostedPlan && (testMode || stripeKeys))
    throw new Error(
      'SELF_HOSTED_PLAN=pro gives every account pro without payment: unset BILLING_TEST_MODE and STRIPE_SECRET_KEY/STRIPE_PRICE_ID',
    )
  return { testMode, selfHostedPlan }
}

/** Stripe needs its key and the price together; one without the other is a mistake worth stopping for. */
function stripeSettings(env: Env): AppConfig['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined
  const priceId = env.STRIPE_PRICE_ID?.trim() || undefined
  if (!secretKey !== !priceId) throw new Error('STRIPE_SECRET_KEY and STRIPE_PRICE_ID must be set together')
  return { secretKey, priceId, webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined }
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
  const stripe = stripeSettings(env)
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
    jwtSecret: resolveJwtSecret(env, dataDir, nodeEnv === 'production', databaseUrl !== undefined),
    jwtTtlSeconds: 7 * 24 * 60 * 60,
    resetTokenTtlMinutes: 60,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Courtside <no-reply@courtside.app>',
    stripe,
    billing: billingMode(env, stripe),
    freePlanProGamesPerMonth: int(env, 'FREE_PLAN_PRO_GAMES_PER_MONTH', 3),
    jobIntervalMs: int(env, 'JOB_INTERVAL_MS', 10 * 60_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    http: {
      requestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.requestTimeoutMs),
      headersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.headersTimeoutMs),
      keepAliveTimeoutMs: int(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
      maxConnections: int(env, 'HTTP_MAX_CONNECTIONS', DEFAULT_HTTP_LIMITS.maxConnections),
    },
    rateLimits: {
      enabled: env.RATE_LIMIT_ENABLED?.trim() !== 'false',
      login: envRateLimit(env, 'LOGIN', DEFAULT_RATE_LIMITS.login),
      register: envRateLimit(env, 'REGISTER', DEFAULT_RATE_LIMITS.register),
      forgotPassword: envRateLimit(env, 'FORGOT_PASSWORD', DEFAULT_RATE_LIMITS.forgotPassword),
      resetPassword: envRateLimit(env, 'RESET_PASSWORD', DEFAULT_RATE_LIMITS.resetPassword),
      liveMatch: envRateLimit(env, 'LIVE_MATCH', DEFAULT_RATE_LIMITS.liveMatch),
      connectRequest: envRateLimit(env, 'CONNECT_REQUEST', DEFAULT_RATE_LIMITS.connectRequest),
    },
    webDistDir: env.WEB_DIST_DIR?.trim() ? resolve(root, env.WEB_DIST_DIR.trim()) : join(root, 'apps', 'web', 'dist'),
    analytics: { ingestHost: 'https://eu.i.posthog.com', assetsHost: 'https://eu-assets.i.posthog.com' },
    liveSessionRecheckMs: 30_000,
    live: {
      maxSocketsPerUser: int(env, 'LIVE_MAX_SOCKETS_PER_USER', DEFAULT_LIVE_LIMITS.maxSocketsPerUser),
      maxSockets: int(env, 'LIVE_MAX_SOCKETS', DEFAULT_LIVE_LIMITS.maxSockets),
      maxGuestSocketsPerAddress: int(
        env,
        'LIVE_MAX_GUEST_SOCKETS_PER_ADDRESS',
        DEFAULT_LIVE_LIMITS.maxGuestSocketsPerAddress,
      ),
      maxBufferedBytes: int(env, 'LIVE_MAX_BUFFERED_BYTES', DEFAULT_LIVE_LIMITS.maxBufferedBytes),
      maxCommandsPerSecond: int(env, 'LIVE_MAX_COMMANDS_PER_SECOND', DEFAULT_LIVE_LIMITS.maxCommandsPerSecond),
      maxCommandBurst: int(env, 'LIVE_MAX_COMMAND_BURST', DEFAULT_LIVE_LIMITS.maxCommandBurst),
      maxQueuedCommands: int(env, 'LIVE_MAX_QUEUED_COMMANDS', DEFAULT_LIVE_LIMITS.maxQueuedCommands),
      listenHeartbeatMs: int(env, 'LIVE_LISTEN_HEARTBEAT_MS', DEFAULT_LIVE_LIMITS.listenHeartbeatMs),
    },
    heavyWork: {
      threads: Math.max(1, int(env, 'HEAVY_WORK_THREADS', DEFAULT_HEAVY_WORK_LIMITS.threads)),
      queue: int(env, 'HEAVY_WORK_QUEUE', DEFAULT_HEAVY_WORK_LIMITS.queue),
      taskTimeoutMs: int(env, 'HEAVY_WORK_TIMEOUT_MS', DEFAULT_HEAVY_WORK_LIMITS.taskTimeoutMs),
      memoryMb: int(env, 'HEAVY_WORK_MEMORY_MB', DEFAULT_HEAVY_WORK_LIMITS.memoryMb),
      statsPerMinute: int(env, 'HEAVY_WORK_STATS_PER_MINUTE', DEFAULT_HEAVY_WORK_LIMITS.statsPerMinute),
      downloadsPerMinute: int(env, 'HEAVY_WORK_DOWNLOADS_PER_MINUTE', DEFAULT_HEAVY_WORK_LIMITS.downloadsPerMinute),
    },
    passwordHashing: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
    now: () => new Date(),
    logger: { level: env.LOG_LEVEL?.trim() || 'info' },
  }
}
