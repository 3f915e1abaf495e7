import { readInt, type Env } from './read-env.ts'

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

function envRateLimit(env: Env, action: string, base: RateLimitRule): RateLimitRule {
  const prefix = `RATE_LIMIT_${action}`
  return {
    perAddress: readInt(env, `${prefix}_PER_ADDRESS`, base.perAddress),
    perIp: readInt(env, `${prefix}_PER_IP`, base.perIp),
    ...(base.perUser !== undefined && { perUser: readInt(env, `${prefix}_PER_USER`, base.perUser) }),
    ...(base.perOrganization !== undefined && {
      perOrganization: readInt(env, `${prefix}_PER_ORGANIZATION`, base.perOrganization),
    }),
    windowSeconds: readInt(env, `${prefix}_WINDOW_SECONDS`, base.windowSeconds),
  }
}

/** RATE_LIMIT_ENABLED and RATE_LIMIT_<ACTION>_…; unset values take DEFAULT_RATE_LIMITS. */
export function rateLimitsFromEnv(env: Env): RateLimitConfig {
  return {
    enabled: env.RATE_LIMIT_ENABLED?.trim() !== 'false',
    login: envRateLimit(env, 'LOGIN', DEFAULT_RATE_LIMITS.login),
    register: envRateLimit(env, 'REGISTER', DEFAULT_RATE_LIMITS.register),
    forgotPassword: envRateLimit(env, 'FORGOT_PASSWORD', DEFAULT_RATE_LIMITS.forgotPassword),
    resetPassword: envRateLimit(env, 'RESET_PASSWORD', DEFAULT_RATE_LIMITS.resetPassword),
    liveMatch: envRateLimit(env, 'LIVE_MATCH', DEFAULT_RATE_LIMITS.liveMatch),
    connectRequest: envRateLimit(env, 'CONNECT_REQUEST', DEFAULT_RATE_LIMITS.connectRequest),
  }
}
