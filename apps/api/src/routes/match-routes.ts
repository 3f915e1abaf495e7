import type { FastifyInstance } from 'fastify'
import { createMatchSchema, matchListQuerySchema, messages, updateMatchSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { parseWith, parseWrapped } from '../lib/parse-body.ts'
import { pathId } from '../lib/path-id.ts'
import { authOf } from '../plugins/auth.ts'
import { changeServer } from '../modules/matches/change-server.ts'
import { createMatch, deleteMatch, getMatch, listMatches, updateMatch } from '../modules/matches/match-service.ts'

/** Matches: coaches and coach viewers alike (SPEC §6); who sees and edits which match is ADR 0012. */
export async function matchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)
  const idOf = (params: unknown) => pathId((params as { id?: string }).id, messages.notFound)

  app.get('/api/v2/matches', async (request) => {
    const query = parseWith(matchListQuerySchema, request.query)
    return listMatches(ctx, authOf(request).user.id, query)
  })

  app.post('/api/v2/matches', async (request, reply) => {
    const input = parseWrapped(createMatchSchema, request.body, 'match')
    // A live scoreboard's key creates `live` matches of its own organization (ADR 0025).
    const live = request.apiKey ? { source: 'live' as const, organizationId: request.apiKey.organizationId } : undefined
    const match = await createMatch(ctx, authOf(request).user.id, input, live)
    return reply.code(201).send({ match })
  })

  app.get('/api/v2/matches/:id', async (request) => ({
    match: await getMatch(ctx, authOf(request).user.id, idOf(request.params)),
  }))

  app.patch('/api/v2/matches/:id', async (request) => {
    const id = idOf(request.params)
    const patch = parseWrapped(updateMatchSchema, request.body, 'match')
    return { match: await updateMatch(ctx, authOf(request).user.id, id, patch) }
  })

  app.delete('/api/v2/matches/:id', async (request, reply) => {
    await deleteMatch(ctx, authOf(request).user.id, idOf(request.params))
    return reply.code(204).send()
  })

  app.put('/api/v2/matches/:id/server', async (request) => ({
    match: await changeServer(ctx, authOf(request).user.id, idOf(request.params), request.body),
  }))
}
