import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../lib/http-error.ts'
import { BillingPayloadError, parseBillingEvent } from '../modules/billing/billing-facts.ts'
import { processBillingEvent } from '../modules/billing/process-billing-event.ts'
import { mailBillingChange } from '../modules/billing/billing-mail.ts'
import { verifyStripeWebhook } from '../modules/billing/stripe-provider.ts'

const receivedSchema = z.object({ received: z.literal(true) })

/**
 * Stripe's webhook: the signature is checked over the raw bytes, so this scope reads JSON bodies as a
 * Buffer; each event id takes effect once (ADR 0031). 2xx tells Stripe to stop retrying: a duplicate or an event
 * we do not act on is answered 200 as well.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v2/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
        response: { 200: receivedSchema, '4xx': errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
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
  )
}
