import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { editBall, listBalls, recordBall, undoLastBall } from '../modules/matches/index.ts'

/** Points of a match: recorded and removed by whoever may edit it, listed to whoever may see it. */
export async function ballRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)

  routeFromContract(app, endpoints.listBalls, {
    handler: async (request) => ({ balls: await listBalls(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.recordBall, {
    handler: async (request, reply) => {
      const { created, ball, match } = await recordBall(
        ctx,
        authOf(request).user.id,
        request.params.id,
        request.body.ball,
      )
      if (created) app.metrics.pointsRecorded.inc()
      // A retry answers 200 with the ball it recorded the first time.
      return reply.code(created ? 201 : 200).send({ ball, match })
    },
  })

  routeFromContract(app, endpoints.editBall, {
    handler: async (request) =>
      editBall(ctx, authOf(request).user.id, request.params.id, request.params.ball_id, request.body.ball),
  })

  routeFromContract(app, endpoints.undoLastBall, {
    handler: async (request) => ({
      match: await undoLastBall(ctx, authOf(request).user.id, request.params.id, request.query.client_id),
    }),
  })
}
