import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { dashboardOf } from '../modules/dashboard/dashboard-service.ts'

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)
  app.get('/api/v2/dashboard', async (request) => dashboardOf(ctx, authOf(request).user.id))
}
