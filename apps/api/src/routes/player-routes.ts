import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createPlayerRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  playerListQuerySchema,
  playerListSchema,
  playerResponseSchema,
  playerStatsResponseSchema,
  updatePlayerRequestSchema,
} from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { requireFullCoach } from '../lib/require-full-coach.ts'
import { authOf } from '../plugins/auth.ts'
import {
  createPlayer,
  deletePlayerOf,
  getPlayer,
  listPlayers,
  updatePlayerOf,
} from '../modules/players/player-service.ts'
import { playerStatsOf } from '../modules/players/player-stats-service.ts'

const errors = { '4xx': errorResponseSchema }
const tags = ['athletes']
const params = idParamsSchema
// An athlete that is not there (or not the coach's) is 'User not found', a malformed id too.
const config = { notFound: 'userNotFound' as const }

/** Athlete management: only the owner coach, never a coach viewer (403 before the body is read). */
export async function playerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  app.addHook('onRequest', requireFullCoach)
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/v2/players',
    { schema: { tags, querystring: playerListQuerySchema, response: { 200: playerListSchema, ...errors } } },
    async (request) => listPlayers(ctx, authOf(request).user.id, request.query),
  )

  r.post(
    '/api/v2/players',
    { schema: { tags, body: createPlayerRequestSchema, response: { 201: playerResponseSchema, ...errors } } },
    async (request, reply) => {
      const player = await createPlayer(ctx, authOf(request).user.id, request.body.player)
      return reply.code(201).send({ player })
    },
  )

  r.get(
    '/api/v2/players/:id',
    { config, schema: { tags, params, response: { 200: playerResponseSchema, ...errors } } },
    async (request) => ({ player: await getPlayer(ctx, authOf(request).user.id, request.params.id) }),
  )

  r.patch(
    '/api/v2/players/:id',
    {
      config,
      schema: { tags, params, body: updatePlayerRequestSchema, response: { 200: playerResponseSchema, ...errors } },
    },
    async (request) => ({
      player: await updatePlayerOf(ctx, authOf(request).user.id, request.params.id, request.body.player),
    }),
  )

  r.delete(
    '/api/v2/players/:id',
    { config, schema: { tags, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deletePlayerOf(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/v2/players/:id/stats',
    { config, schema: { tags, params, response: { 200: playerStatsResponseSchema, ...errors } } },
    async (request) => ({ stats: await playerStatsOf(ctx, authOf(request).user.id, request.params.id) }),
  )
}
