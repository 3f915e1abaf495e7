import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from './config.ts'
import type { Database } from './db/database.ts'
import type { Mailer } from './modules/mail/mailer.ts'
import type { TokenSigner } from './modules/auth/token-service.ts'
import type { RateLimiter } from './modules/rate-limits/rate-limiter.ts'
import type { PaymentProvider } from './modules/billing/payment-provider.ts'

/** What services need from the running app; built once in buildApp and handed to routes. */
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
