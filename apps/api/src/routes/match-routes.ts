import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createMatchRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  matchListQuerySchema,
  matchListSchema,
  matchResponseSchema,
  updateMatchVideoRequestSchema,
  matchShareResponseSchema,
  updateMatchRequestSchema,
} from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { changeServer } from '../modules/matches/change-server.ts'
import { createMatch, deleteMatch, getMatch, listMatches, updateMatch } from '../modules/matches/match-service.ts'
import { getMatchShare, revokeMatchShare, shareMatch } from '../modules/matches/match-share.ts'
import { setMatchVideo } from '../modules/matches/match-video.ts'

const errors = { '4xx': errorResponseSchema }
const tags = ['matches']
const params = idParamsSchema

/** Matches: coaches and coach viewers alike; who sees and edits which match is ADR 0012. */
export async function matchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/v2/matches',
    { schema: { tags, querystring: matchListQuerySchema, response: { 200: matchListSchema, ...errors } } },
    async (request) => listMatches(ctx, authOf(request).user.id, request.query),
  )

  r.post(
    '/api/v2/matches',
    { schema: { tags, body: createMatchRequestSchema, response: { 201: matchResponseSchema, ...errors } } },
    async (request, reply) => {
      // A live scoreboard's key creates `live` matches of its own organization (ADR 0025).
      const apiKey = request.apiKey
      const live = apiKey ? { source: 'live' as const, organizationId: apiKey.organizationId } : undefined
      const match = await createMatch(ctx, authOf(request).user.id, request.body.match, live)
      return reply.code(201).send({ match })
    },
  )

  r.get(
    '/api/v2/matches/:id',
    { schema: { tags, params, response: { 200: matchResponseSchema, ...errors } } },
    async (request) => ({ match: await getMatch(ctx, authOf(request).user.id, request.params.id) }),
  )

  r.patch(
    '/api/v2/matches/:id',
    { schema: { tags, params, body: updateMatchRequestSchema, response: { 200: matchResponseSchema, ...errors } } },
    async (request) => ({
      match: await updateMatch(ctx, authOf(request).user.id, request.params.id, request.body.match),
    }),
  )

  r.delete(
    '/api/v2/matches/:id',
    { schema: { tags, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteMatch(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  // The body is read by the service after the match is found and locked: an unknown match is 404 whatever its
  // body, and either form of the body gets its own field errors (updateServerSchema, ADR 0004).
  r.put(
    '/api/v2/matches/:id/server',
    { schema: { tags, params, response: { 200: matchResponseSchema, ...errors } } },
    async (request) => ({
      match: await changeServer(ctx, authOf(request).user.id, request.params.id, request.body),
    }),
  )

  // The public scoreboard's link (ADR 0033): made (or replaced), read and revoked by those who may edit the match.
  r.post(
    '/api/v2/matches/:id/share',
    { schema: { tags, params, response: { 200: matchShareResponseSchema, ...errors } } },
    async (request) => ({ share: await shareMatch(ctx, authOf(request).user.id, request.params.id) }),
  )
  r.get(
    '/api/v2/matches/:id/share',
    { schema: { tags, params, response: { 200: matchShareResponseSchema, ...errors } } },
    async (request) => ({ share: await getMatchShare(ctx, authOf(request).user.id, request.params.id) }),
  )
  r.delete(
    '/api/v2/matches/:id/share',
    { schema: { tags, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await revokeMatchShare(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  // Video review (ADR 0037): the linked video and its sync, set and removed by those who may edit the match.
  r.put(
    '/api/v2/matches/:id/video',
    {
      schema: { tags, params, body: updateMatchVideoRequestSchema, response: { 200: matchResponseSchema, ...errors } },
    },
    async (request) => ({
      match: await setMatchVideo(ctx, authOf(request).user.id, request.params.id, request.body.video),
    }),
  )
  r.delete(
    '/api/v2/matches/:id/video',
    { schema: { tags, params, response: { 200: matchResponseSchema, ...errors } } },
    async (request) => ({ match: await setMatchVideo(ctx, authOf(request).user.id, request.params.id, null) }),
  )
}
