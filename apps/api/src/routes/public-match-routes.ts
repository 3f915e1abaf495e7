import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { getPublicMatch } from '../modules/public-matches/index.ts'

/** The public scoreboard's read (ADR 0033): no sign-in, the share token only, limited per address. */
export async function publicMatchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  routeFromContract(app, endpoints.getPublicMatch, {
    onRequest: async (request) => ctx.rateLimiter.hit('liveMatch', 'ip', request.ip),
    handler: async (request) => ({ match: await getPublicMatch(ctx, request.params.token) }),
  })
}
