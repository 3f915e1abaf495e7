import type { FastifyInstance } from 'fastify'
import { paginationQuerySchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { parseWith } from '../lib/parse-body.ts'
import { authOf } from '../plugins/auth.ts'
import { listOrganizationsOf } from '../modules/organizations/organization-service.ts'

export async function organizationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)

  app.get('/api/v2/organizations', async (request) => {
    const query = parseWith(paginationQuerySchema, request.query)
    return listOrganizationsOf(ctx.db, authOf(request).user.id, query)
  })
}
