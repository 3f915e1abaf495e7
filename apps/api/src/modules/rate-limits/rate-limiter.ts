import { createHash } from 'node:crypto'
import type { Database } from '../../db/database.ts'
import type { RateLimitAction, RateLimitConfig, RateLimitRule } from '../../config.ts'
import { clientIpKey } from '../../lib/client-ip-key.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { RateLimiter, RateLimitScope } from '../../lib/rate-limiter.ts'
import { clearBucket, hitBucket } from './rate-limit-repository.ts'

const NORMALIZE: Record<RateLimitScope, (value: string) => string> = {
  ip: clientIpKey,
  address: (value) => value.trim().toLowerCase(),
  user: String,
  organization: String,
}

// Addresses are hashed so the table never holds email addresses in clear.
function bucketKey(action: RateLimitAction, scope: RateLimitScope, value: string | number): string {
  const normalized = NORMALIZE[scope](String(value))
  return `${action}:${scope}:${createHash('sha256').update(normalized).digest('base64url')}`
}

/** The limit of one scope in a rule; 0 (no limit) for a scope the rule does not name. */
function limitOf(rule: RateLimitRule, scope: RateLimitScope): number {
  if (scope === 'ip') return rule.perIp
  if (scope === 'address') return rule.perAddress
  return (scope === 'user' ? rule.perUser : rule.perOrganization) ?? 0
}

/** Refusals remembered at most (one entry per refused key and window); beyond it, refusals ask the database again. */
export const MAX_REMEMBERED_REFUSALS = 100_000

function tooManyRequests(windowEnd: number, nowMs: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil((windowEnd - nowMs) / 1000))
  return new HttpError(429, 'tooManyRequests', undefined, { 'retry-after': String(retryAfter) })
}

export function createRateLimiter(db: Database, config: RateLimitConfig, now: () => Date): RateLimiter {
  // Keys the shared count refused, until the end of that window: a flood past its limit costs no write (ADR 0050).
  // Safe with several instances: a key over its limit stays over it until its window ends, for every instance,
  // since only a success (which needs the key under its limit) clears it.
  const refusedUntil = new Map<string, number>()
  const remember = (key: string, windowEnd: number, nowMs: number) => {
    if (refusedUntil.size >= MAX_REMEMBERED_REFUSALS)
      for (const [k, end] of refusedUntil) if (end <= nowMs) refusedUntil.delete(k)
    if (refusedUntil.size < MAX_REMEMBERED_REFUSALS) refusedUntil.set(key, windowEnd)
  }
  return {
    async hit(action, scope, value) {
      if (!config.enabled) return
      const rule = config[action]
      const limit = limitOf(rule, scope)
      if (limit <= 0) return // 0 disables that limit
      const nowMs = now().getTime()
      const key = bucketKey(action, scope, value)
      const refusedEnd = refusedUntil.get(key)
      if (refusedEnd !== undefined) {
        if (refusedEnd > nowMs) throw tooManyRequests(refusedEnd, nowMs)
        refusedUntil.delete(key)
      }
      const { count, windowEnd } = await hitBucket(db, key, nowMs, rule.windowSeconds * 1000)
      if (count > limit) {
        remember(key, windowEnd, nowMs)
        throw tooManyRequests(windowEnd, nowMs)
      }
    },
    async clear(action, scope, value) {
      if (!config.enabled) return
      const key = bucketKey(action, scope, value)
      refusedUntil.delete(key)
      await clearBucket(db, key)
    },
  }
}
