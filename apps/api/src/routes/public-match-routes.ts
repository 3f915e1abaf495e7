import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponseSchema, publicMatchResponseSchema, shareTokenParamsSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { getPublicMatch } from '../modules/public-matches/public-match-service.ts'

/** The public scoreboard's read (ADR 0033): no sign-in, the share token only, limited per address. */
export async function publicMatchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/api/v2/live/:token',
    {
      onRequest: async (request) => ctx.rateLimiter.hit('liveMatch', 'ip', request.ip),
      schema: {
        tags: ['live'],
        params: shareTokenParamsSchema,
        response: { 200: publicMatchResponseSchema, '4xx': errorResponseSchema },
      },
    },
    async (request) => ({ match: await getPublicMatch(ctx, request.params.token) }),
  )
}
