import { join } from 'node:path'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config.ts'
import type { AppContext } from '../app-context.ts'
import { createMailer } from '../modules/mail/index.ts'
import { createTokenSigner } from '../modules/auth/index.ts'
import { createRateLimiter } from '../modules/rate-limits/index.ts'
import { createPaymentProvider, paymentsStartWarning, endTestSubscription } from '../modules/billing/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' dependencies (database, config, mailer, tokens, rate limiter), for routes added by later issues. */
    ctx: AppContext
  }
}

/** Builds the services' `AppContext` on the opened database as `app.ctx`, and closes its mailer with the app. */
export const contextPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer =
      config.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        logger: app.log,
        production: config.env === 'production',
      })
    const tokens = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds, now: config.now })
    // Late-bound: the context (mailer, log) is made just below.
    const payments = createPaymentProvider(config, (id) => endTestSubscription(ctx, id, config.now()))
    const paymentsWarning = paymentsStartWarning(config, payments.kind)
    if (paymentsWarning) app.log.warn(paymentsWarning)
    const ctx: AppContext = {
      db: app.db,
      config,
      mailer,
      tokens,
      rateLimiter: createRateLimiter(app.db, config.rateLimits, config.now),
      log: app.log,
      payments,
    }
    app.decorate('ctx', ctx)
    app.addHook('onClose', async () => {
      await mailer.close?.()
    })
  },
  { name: 'context', dependencies: ['db'] },
)
