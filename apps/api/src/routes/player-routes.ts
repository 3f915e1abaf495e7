import type { FastifyInstance } from 'fastify'
import { messages, playerInputSchema, playerListQuerySchema, playerPatchSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { parseWith, parseWrapped } from '../lib/parse-body.ts'
import { pathId } from '../lib/path-id.ts'
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

/** Athlete management (DESIGN §3): only the owner coach, never a coach viewer. */
export async function playerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)
  app.addHook('preHandler', requireFullCoach)
  const idOf = (params: unknown) => pathId((params as { id?: string }).id, messages.userNotFound)

  app.get('/api/v2/players', async (request) => {
    const query = parseWith(playerListQuerySchema, request.query)
    return listPlayers(ctx, authOf(request).user.id, query)
  })

  app.post('/api/v2/players', async (request, reply) => {
    const input = parseWrapped(playerInputSchema, request.body, 'player')
    const player = await createPlayer(ctx, authOf(request).user.id, input)
    return reply.code(201).send({ player })
  })

  app.get('/api/v2/players/:id', async (request) => ({
    player: await getPlayer(ctx, authOf(request).user.id, idOf(request.params)),
  }))

  app.patch('/api/v2/players/:id', async (request) => {
    const id = idOf(request.params)
    const patch = parseWrapped(playerPatchSchema, request.body, 'player')
    return { player: await updatePlayerOf(ctx, authOf(request).user.id, id, patch) }
  })

  app.delete('/api/v2/players/:id', async (request, reply) => {
    await deletePlayerOf(ctx, authOf(request).user.id, idOf(request.params))
    return reply.code(204).send()
  })

  app.get('/api/v2/players/:id/stats', async (request) => ({
    stats: await playerStatsOf(ctx, authOf(request).user.id, idOf(request.params)),
  }))
}
