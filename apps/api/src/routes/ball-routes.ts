import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ballCreatedSchema,
  ballListSchema,
  ballParamsSchema,
  ballUpdatedSchema,
  createBallRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  matchResponseSchema,
  undoBallQuerySchema,
  updateBallRequestSchema,
} from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { listBalls } from '../modules/balls/list-balls.ts'
import { editBall } from '../modules/balls/edit-ball.ts'
import { recordBall } from '../modules/balls/record-ball.ts'
import { undoLastBall } from '../modules/balls/undo-last-ball.ts'

const errors = { '4xx': errorResponseSchema }
const tags = ['points']
const params = idParamsSchema

/** Points of a match: recorded and removed by whoever may edit it, listed to whoever may see it. */
export async function ballRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/v2/matches/:id/balls',
    { schema: { tags, params, response: { 200: ballListSchema, ...errors } } },
    async (request) => ({ balls: await listBalls(ctx, authOf(request).user.id, request.params.id) }),
  )

  r.post(
    '/api/v2/matches/:id/balls',
    {
      schema: {
        tags,
        params,
        body: createBallRequestSchema,
        response: { 200: ballCreatedSchema, 201: ballCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, ball, match } = await recordBall(
        ctx,
        authOf(request).user.id,
        request.params.id,
        request.body.ball,
      )
      // A retry answers 200 with the ball it recorded the first time.
      return reply.code(created ? 201 : 200).send({ ball, match })
    },
  )

  r.patch(
    '/api/v2/matches/:id/balls/:ball_id',
    {
      schema: {
        tags,
        params: ballParamsSchema,
        body: updateBallRequestSchema,
        response: { 200: ballUpdatedSchema, ...errors },
      },
    },
    async (request) =>
      editBall(ctx, authOf(request).user.id, request.params.id, request.params.ball_id, request.body.ball),
  )

  r.delete(
    '/api/v2/matches/:id/balls/last',
    { schema: { tags, params, querystring: undoBallQuerySchema, response: { 200: matchResponseSchema, ...errors } } },
    async (request) => ({
      match: await undoLastBall(ctx, authOf(request).user.id, request.params.id, request.query.client_id),
    }),
  )
}
