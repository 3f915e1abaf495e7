import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import {
  changeServer,
  createMatch,
  deleteMatch,
  getMatch,
  getMatchShare,
  listMatches,
  revokeMatchShare,
  setMatchVideo,
  shareMatch,
  updateMatch,
} from '../modules/matches/index.ts'

/** Matches: coaches and coach viewers alike; who sees and edits which match is ADR 0012. */
export async function matchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)

  routeFromContract(app, endpoints.listMatches, {
    handler: async (request) => listMatches(ctx, authOf(request).user.id, request.query),
  })

  routeFromContract(app, endpoints.createMatch, {
    handler: async (request, reply) => {
      // A live scoreboard's key creates `live` matches of its own organization (ADR 0025).
      const apiKey = request.apiKey
      const live = apiKey ? { source: 'live' as const, organizationId: apiKey.organizationId } : undefined
      const match = await createMatch(ctx, authOf(request).user.id, request.body.match, live)
      return reply.code(201).send({ match })
    },
  })

  routeFromContract(app, endpoints.getMatch, {
    handler: async (request) => ({ match: await getMatch(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.updateMatch, {
    handler: async (request) => ({
      match: await updateMatch(ctx, authOf(request).user.id, request.params.id, request.body.match),
    }),
  })

  routeFromContract(app, endpoints.deleteMatch, {
    handler: async (request, reply) => {
      await deleteMatch(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  })

  // The body is read by the service after the match is found and locked: an unknown match is 404 whatever its
  // body, and either form of the body gets its own field errors (updateServerSchema, ADR 0004).
  routeFromContract(app, endpoints.changeServer, {
    handler: async (request) => ({
      match: await changeServer(ctx, authOf(request).user.id, request.params.id, request.body),
    }),
  })

  // The public scoreboard's link (ADR 0033): made (or replaced), read and revoked by those who may edit the match.
  routeFromContract(app, endpoints.createMatchShare, {
    handler: async (request) => ({ share: await shareMatch(ctx, authOf(request).user.id, request.params.id) }),
  })
  routeFromContract(app, endpoints.getMatchShare, {
    handler: async (request) => ({ share: await getMatchShare(ctx, authOf(request).user.id, request.params.id) }),
  })
  routeFromContract(app, endpoints.revokeMatchShare, {
    handler: async (request, reply) => {
      await revokeMatchShare(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  })

  // Video review (ADR 0037): the linked video and its sync, set and removed by those who may edit the match.
  routeFromContract(app, endpoints.setMatchVideo, {
    handler: async (request) => ({
      match: await setMatchVideo(ctx, authOf(request).user.id, request.params.id, request.body.video),
    }),
  })
  routeFromContract(app, endpoints.removeMatchVideo, {
    handler: async (request) => ({
      match: await setMatchVideo(ctx, authOf(request).user.id, request.params.id, null),
    }),
  })
}
