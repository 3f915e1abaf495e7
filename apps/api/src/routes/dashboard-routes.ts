import type { FastifyInstance } from 'fastify'
import { dashboardQuerySchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { parseWith } from '../lib/parse-body.ts'
import { authOf } from '../plugins/auth.ts'
import { dashboardOf } from '../modules/dashboard/dashboard-service.ts'

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)
  app.get('/api/v2/dashboard', async (request) => {
    // Scoped like the match list when the app is scoped to an organization (DESIGN §2).
    const query = parseWith(dashboardQuerySchema, request.query)
    return dashboardOf(ctx, authOf(request).user.id, { organizationId: query.organization_id })
  })
}
