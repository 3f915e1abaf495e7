import type { FastifyInstance } from 'fastify'
import { messages } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { pathId } from '../lib/path-id.ts'
import { authOf } from '../plugins/auth.ts'
import { listBalls } from '../modules/balls/list-balls.ts'
import { recordBall } from '../modules/balls/record-ball.ts'
import { undoLastBall } from '../modules/balls/undo-last-ball.ts'

/** Points of a match (DESIGN §3): recorded and removed by whoever may edit it, listed to whoever may see it. */
export async function ballRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)
  const idOf = (params: unknown) => pathId((params as { id?: string }).id, messages.notFound)

  app.get('/api/v2/matches/:id/balls', async (request) => ({
    balls: await listBalls(ctx, authOf(request).user.id, idOf(request.params)),
  }))

  app.post('/api/v2/matches/:id/balls', async (request, reply) => {
    const id = idOf(request.params)
    const { created, ball, match } = await recordBall(ctx, authOf(request).user.id, id, request.body)
    // A retry answers 200 with the ball it recorded the first time (DESIGN §3.1).
    return reply.code(created ? 201 : 200).send({ ball, match })
  })

  app.delete('/api/v2/matches/:id/balls/last', async (request) => ({
    match: await undoLastBall(ctx, authOf(request).user.id, idOf(request.params)),
  }))
}
