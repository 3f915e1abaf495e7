import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { attachmentDisposition, matchBallsCsv, matchStatsOf } from '../modules/match-stats/index.ts'
import { matchReportOf } from '../modules/match-report/index.ts'
import { sendSerialized } from '../modules/heavy-work/index.ts'

/**
 * A match's statistics, its points as CSV (ADR 0020) and its PDF report; the same visibility as the match itself.
 * Each counts against the user's heavy-work budget and is computed in the render pool (ADR 0049): 429 when the
 * budget is spent, 503 when the pool is full or a task ran out of time.
 */
export async function matchStatsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const pool = app.renderPool

  routeFromContract(app, endpoints.getMatchStats, {
    preHandler: app.heavyWorkLimit('stats'),
    handler: async (request, reply) =>
      sendSerialized(reply, await matchStatsOf(ctx, pool, authOf(request).user.id, request.params.id, request.query)),
  })

  routeFromContract(app, endpoints.getMatchPointsCsv, {
    preHandler: app.heavyWorkLimit('downloads'),
    handler: async (request, reply) => {
      const { filename, csv } = await matchBallsCsv(ctx, pool, authOf(request).user.id, request.params.id)
      // The BOM lets spreadsheet apps read the names' accents (ä, ö) as UTF-8; CSV readers skip it.
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(filename))
        .header('Cache-Control', 'private, no-store')
        .send(`\uFEFF${csv}`)
    },
  })

  routeFromContract(app, endpoints.getMatchReport, {
    preHandler: app.heavyWorkLimit('downloads'),
    handler: async (request, reply) => {
      const { filename, pdf } = await matchReportOf(
        ctx,
        pool,
        authOf(request).user.id,
        request.params.id,
        request.query,
      )
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(filename))
        .header('Cache-Control', 'private, no-store')
        .send(pdf)
    },
  })
}
