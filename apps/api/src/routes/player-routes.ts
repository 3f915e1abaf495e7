import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { requireFullCoach } from '../plugins/require-full-coach.ts'
import { authOf } from '../plugins/auth.ts'
import {
  createFocus,
  createPlayer,
  deleteFocus,
  listFocuses,
  updateFocus,
  deletePlayerOf,
  getPlayer,
  listPlayers,
  updatePlayerOf,
  playerStatsOf,
} from '../modules/players/index.ts'

// An athlete that is not there (or not the coach's) is 'User not found', a malformed id too.
const config = { notFound: 'userNotFound' as const }

/** Athlete management: only the owner coach, never a coach viewer (403 before the body is read). */
export async function playerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  app.addHook('onRequest', requireFullCoach)

  routeFromContract(app, endpoints.listPlayers, {
    handler: async (request) => listPlayers(ctx, authOf(request).user.id, request.query),
  })

  routeFromContract(app, endpoints.createPlayer, {
    handler: async (request, reply) => {
      const player = await createPlayer(ctx, authOf(request).user.id, request.body.player)
      return reply.code(201).send({ player })
    },
  })

  routeFromContract(app, endpoints.getPlayer, {
    config,
    handler: async (request) => ({ player: await getPlayer(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.updatePlayer, {
    config,
    handler: async (request) => ({
      player: await updatePlayerOf(ctx, authOf(request).user.id, request.params.id, request.body.player),
    }),
  })

  routeFromContract(app, endpoints.deletePlayer, {
    config,
    handler: async (request, reply) => {
      await deletePlayerOf(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.getPlayerStats, {
    config,
    handler: async (request) => ({ stats: await playerStatsOf(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.listFocuses, {
    config,
    handler: async (request) => ({ focuses: await listFocuses(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.createFocus, {
    config,
    handler: async (request, reply) => {
      const focus = await createFocus(ctx, authOf(request).user.id, request.params.id, request.body.focus)
      return reply.code(201).send({ focus })
    },
  })

  routeFromContract(app, endpoints.updateFocus, {
    config,
    handler: async (request) => {
      const { id, focus_id } = request.params
      return { focus: await updateFocus(ctx, authOf(request).user.id, id, focus_id, request.body.focus) }
    },
  })

  routeFromContract(app, endpoints.deleteFocus, {
    config,
    handler: async (request, reply) => {
      await deleteFocus(ctx, authOf(request).user.id, request.params.id, request.params.focus_id)
      return reply.code(204).send(null)
    },
  })
}
