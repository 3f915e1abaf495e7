import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { requireFullCoach } from '../plugins/require-full-coach.ts'
import { authOf } from '../plugins/auth.ts'
import {
  createCourt,
  createCourtWallLink,
  deleteCourt,
  getCourt,
  getCourtWallLink,
  listCourts,
  revokeCourtWallLink,
  updateCourt,
} from '../modules/courts/index.ts'

/**
 * An organization's courts and its wall link. Members read the courts; the rest is the admins', which coach viewer
 * accounts never do: 403 before the body is read. Who may do what is written in packages/contracts/src/court.ts.
 */
export async function courtRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const manage = { onRequest: requireFullCoach }

  routeFromContract(app, endpoints.listCourts, {
    handler: async (request) => ({ courts: await listCourts(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.getCourt, {
    handler: async (request) => ({ court: await getCourt(ctx, authOf(request).user.id, request.params.court_id) }),
  })

  routeFromContract(app, endpoints.createCourt, {
    ...manage,
    handler: async (request, reply) => {
      const court = await createCourt(ctx, authOf(request).user.id, request.params.id, request.body.court)
      return reply.code(201).send({ court })
    },
  })

  routeFromContract(app, endpoints.updateCourt, {
    ...manage,
    handler: async (request) => {
      const { id, court_id } = request.params
      return { court: await updateCourt(ctx, authOf(request).user.id, id, court_id, request.body.court) }
    },
  })

  routeFromContract(app, endpoints.deleteCourt, {
    ...manage,
    handler: async (request, reply) => {
      await deleteCourt(ctx, authOf(request).user.id, request.params.id, request.params.court_id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.getCourtWallLink, {
    ...manage,
    handler: async (request) => ({ wall: await getCourtWallLink(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.createCourtWallLink, {
    ...manage,
    handler: async (request) => ({ wall: await createCourtWallLink(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.revokeCourtWallLink, {
    ...manage,
    handler: async (request, reply) => {
      await revokeCourtWallLink(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  })
}
