import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from './config.ts'
import type { Database } from './db/database.ts'
import type { Mailer } from './lib/mailer.ts'
import type { PaymentProvider } from './lib/payment-provider.ts'
import type { RateLimiter } from './lib/rate-limiter.ts'
import type { TokenSigner } from './lib/token-signer.ts'

/**
 * What services need from the running app; built once in buildApp and handed to routes. It names ports (lib/), never
 * a module, so every module may take it without importing up a floor.
 */
export interface AppContext {
  db: Database
  config: AppConfig
  mailer: Mailer
  tokens: TokenSigner
  rateLimiter: RateLimiter
  /** Stripe with keys, the built-in test checkout without (ADR 0031). */
  payments: PaymentProvider
  log: FastifyBaseLogger
}
