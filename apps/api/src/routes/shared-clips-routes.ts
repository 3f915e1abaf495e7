import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { getSharedPlaylist } from '../modules/playlists/index.ts'

/**
 * A shared playlist's read (packages/contracts/src/playlist.ts): no sign-in, the token only, limited per address on
 * the same budget as the public scoreboard's and the court wall's reads (ADR 0033).
 */
export async function sharedClipsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  routeFromContract(app, endpoints.getSharedPlaylist, {
    onRequest: async (request) => ctx.rateLimiter.hit('liveMatch', 'ip', request.ip),
    handler: async (request) => ({ playlist: await getSharedPlaylist(ctx, request.params.token) }),
  })
}
