import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { dashboardOf } from '../modules/dashboard/index.ts'

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  routeFromContract(app, endpoints.getDashboard, {
    // Scoped like the match list when the app is scoped to an organization.
    handler: async (request) =>
      dashboardOf(ctx, authOf(request).user.id, { organizationId: request.query.organization_id }),
  })
}
