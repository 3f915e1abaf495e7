import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { getCourtWall } from '../modules/courts/index.ts'

/**
 * The court wall's read (packages/contracts/src/court.ts): no sign-in, the wall token only, limited per address on
 * the same budget as the public scoreboard's read (ADR 0033).
 */
export async function courtWallRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  routeFromContract(app, endpoints.getCourtWall, {
    onRequest: async (request) => ctx.rateLimiter.hit('liveMatch', 'ip', request.ip),
    handler: async (request) => ({ wall: await getCourtWall(ctx, request.params.token) }),
  })
}
