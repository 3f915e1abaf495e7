import type { RateLimitAction } from '../config.ts'

// A port: the shared fixed-window counters services are handed (ADR 0010); modules/rate-limits implements it.

/** What one limit counts by: a client IP (an IPv6 client by its /64), an e-mail address, a user, an organization. */
export type RateLimitScope = 'ip' | 'address' | 'user' | 'organization'

export interface RateLimiter {
  /** Counts one attempt; throws 429 (with Retry-After) when the limit of that scope is exceeded. */
  hit(action: RateLimitAction, scope: RateLimitScope, value: string | number): Promise<void>
  /** Forgets the attempts of one key (a successful login clears its address's failures). */
  clear(action: RateLimitAction, scope: RateLimitScope, value: string | number): Promise<void>
}
