import type { FastifyInstance } from 'fastify'
import { matchStatsQuerySchema, messages } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { parseWith } from '../lib/parse-body.ts'
import { pathId } from '../lib/path-id.ts'
import { authOf } from '../plugins/auth.ts'
import { attachmentDisposition } from '../modules/match-stats/content-disposition.ts'
import { matchBallsCsv, matchStatsOf } from '../modules/match-stats/match-stats-service.ts'

/** A match's statistics and its points as CSV (issue 6); the same visibility as the match itself. */
export async function matchStatsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)
  const idOf = (params: unknown) => pathId((params as { id?: string }).id, messages.notFound)

  app.get('/api/v2/matches/:id/stats', async (request) => {
    const id = idOf(request.params)
    const query = parseWith(matchStatsQuerySchema, request.query)
    return { stats: await matchStatsOf(ctx, authOf(request).user.id, id, query) }
  })

  app.get('/api/v2/matches/:id/balls.csv', async (request, reply) => {
    const { filename, csv } = await matchBallsCsv(ctx, authOf(request).user.id, idOf(request.params))
    // The BOM lets spreadsheet apps read the names' accents (ä, ö) as UTF-8; CSV readers skip it.
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentDisposition(filename))
      .header('Cache-Control', 'private, no-store')
      .send(`\uFEFF${csv}`)
  })
}
