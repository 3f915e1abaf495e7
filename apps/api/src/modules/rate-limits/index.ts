// The rate-limits module's public door (ADR 0010). Other code imports only this file.
export { purgeExpiredBuckets } from './rate-limit-repository.ts'
export { createRateLimiter } from './rate-limiter.ts'
