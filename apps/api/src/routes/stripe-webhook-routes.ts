import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../lib/http-error.ts'
import {
  BillingPayloadError,
  parseBillingEvent,
  processBillingEvent,
  mailBillingChange,
  verifyStripeWebhook,
} from '../modules/billing/index.ts'

/**
 * Stripe's webhook: the signature is checked over the raw bytes, so this scope reads JSON bodies as a
 * Buffer; each event id takes effect once (ADR 0031). 2xx tells Stripe to stop retrying: a duplicate or an event
 * we do not act on is answered 200 as well.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  routeFromContract(app, endpoints.stripeWebhook, {
    handler: async (request) => {
      const secret = ctx.config.stripe.webhookSecret
      // Without the endpoint secret nothing can be verified; 503 makes Stripe retry once it is configured.
      if (!secret) throw new HttpError(503, 'billingUnavailable')
      const signature = request.headers['stripe-signature']
      const body = request.body
      if (!signature || !Buffer.isBuffer(body)) throw new HttpError(400, 'webhookSignatureInvalid')
      let verified: unknown
      try {
        verified = verifyStripeWebhook(body, signature, secret)
      } catch {
        throw new HttpError(400, 'webhookSignatureInvalid')
      }
      let event
      try {
        event = parseBillingEvent(verified)
      } catch (error) {
        if (error instanceof BillingPayloadError) throw new HttpError(400, 'webhookPayloadInvalid')
        throw error
      }
      const outcome = await processBillingEvent(ctx.db, event, ctx.config.now())
      request.log.info({ event: event.id, type: event.type, outcome: outcome.result }, 'billing event')
      await mailBillingChange(ctx, outcome)
      return { received: true as const }
    },
  })
}
