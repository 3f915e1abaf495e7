import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../lib/http-error.ts'
import { authOf } from '../plugins/auth.ts'
import { currentLicense } from '../modules/licenses/index.ts'
import { cancelCheckoutSession, createBillingPortal, createCheckoutSession } from '../modules/billing/index.ts'

/**
 * The licence calls: the licence, a subscription checkout (and ending one the coach backed out of) and the billing
 * portal (ADR 0031).
 */
export async function licenseRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)

  routeFromContract(app, endpoints.getCurrentLicense, {
    handler: async (request) => {
      const license = await currentLicense(ctx.db, authOf(request).user.id, {
        now: ctx.config.now(),
        freePlanProGamesPerMonth: ctx.config.freePlanProGamesPerMonth,
        serverPlan: ctx.config.billing.selfHostedPlan,
      })
      if (!license) throw new HttpError(404, 'notFound')
      return license
    },
  })

  routeFromContract(app, endpoints.createCheckoutSession, {
    handler: async (request) => createCheckoutSession(ctx, ctx.payments, authOf(request).user),
  })

  routeFromContract(app, endpoints.cancelCheckoutSession, {
    handler: async (request, reply) => {
      await cancelCheckoutSession(ctx, ctx.payments, authOf(request).user, request.body.session_id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.getBillingPortal, {
    handler: async (request) => createBillingPortal(ctx, ctx.payments, authOf(request).user),
  })
}
