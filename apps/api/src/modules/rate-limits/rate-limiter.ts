import { createHash } from 'node:crypto'
import { messages } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import type { RateLimitAction, RateLimitConfig } from '../../config.ts'
import { HttpError } from '../../lib/http-error.ts'
import { clearBucket, hitBucket } from './rate-limit-repository.ts'

export type RateLimitScope = 'ip' | 'address'

export interface RateLimiter {
  /** Counts one attempt; throws 429 (with Retry-After) when the limit of that scope is exceeded. */
  hit(action: RateLimitAction, scope: RateLimitScope, value: string): Promise<void>
  /** Forgets the attempts of one key (a successful login clears its address's failures). */
  clear(action: RateLimitAction, scope: RateLimitScope, value: string): Promise<void>
}

// Addresses are hashed so the table never holds email addresses in clear.
function bucketKey(action: RateLimitAction, scope: RateLimitScope, value: string): string {
  const normalized = scope === 'address' ? value.trim().toLowerCase() : value
  return `${action}:${scope}:${createHash('sha256').update(normalized).digest('base64url')}`
}

export function createRateLimiter(db: Database, config: RateLimitConfig, now: () => Date): RateLimiter {
  return {
    async hit(action, scope, value) {
      if (!config.enabled) return
      const rule = config[action]
      const limit = scope === 'ip' ? rule.perIp : rule.perAddress
      if (limit <= 0) return // 0 disables that limit
      const nowMs = now().getTime()
      const { count, windowEnd } = await hitBucket(
        db,
        bucketKey(action, scope, value),
        nowMs,
        rule.windowSeconds * 1000,
      )
      if (count > limit) {
        const retryAfter = Math.max(1, Math.ceil((windowEnd - nowMs) / 1000))
        throw new HttpError(429, messages.tooManyRequests, undefined, { 'retry-after': String(retryAfter) })
      }
    },
    async clear(action, scope, value) {
      if (!config.enabled) return
      await clearBucket(db, bucketKey(action, scope, value))
    },
  }
}
