import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { dashboardQuerySchema, dashboardSchema, errorResponseSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { dashboardOf } from '../modules/dashboard/dashboard-service.ts'

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, '4xx': errorResponseSchema },
      },
    },
    // Scoped like the match list when the app is scoped to an organization.
    async (request) => dashboardOf(ctx, authOf(request).user.id, { organizationId: request.query.organization_id }),
  )
}
