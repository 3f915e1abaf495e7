import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { billingPortalSchema, checkoutSessionSchema, errorResponseSchema, licenseSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../lib/http-error.ts'
import { authOf } from '../plugins/auth.ts'
import { currentLicense } from '../modules/licenses/license-service.ts'
import { createBillingPortal, createCheckoutSession } from '../modules/billing/billing-service.ts'

const errors = { '4xx': errorResponseSchema, 503: errorResponseSchema }
const tags = ['license']

/** The licence calls: the licence, a subscription checkout and the billing portal (ADR 0031). */
export async function licenseRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const r = app.withTypeProvider<ZodTypeProvider>()

  // The bare licence entity.
  r.get(
    '/api/v2/user_license/current',
    { schema: { tags, response: { 200: licenseSchema, ...errors } } },
    async (request) => {
      const license = await currentLicense(ctx.db, authOf(request).user.id, {
        now: ctx.config.now(),
        freePlanProGamesPerMonth: ctx.config.freePlanProGamesPerMonth,
        serverPlan: ctx.config.billing.selfHostedPlan,
      })
      if (!license) throw new HttpError(404, 'notFound')
      return license
    },
  )

  r.post(
    '/api/v2/user_license/create_checkout_session',
    { schema: { tags, response: { 200: checkoutSessionSchema, ...errors } } },
    async (request) => createCheckoutSession(ctx, ctx.payments, authOf(request).user),
  )

  r.get(
    '/api/v2/user_license/billing_portal',
    { schema: { tags, response: { 200: billingPortalSchema, ...errors } } },
    async (request) => createBillingPortal(ctx, ctx.payments, authOf(request).user),
  )
}
