import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  errorResponseSchema,
  idParamsSchema,
  matchReportQuerySchema,
  matchStatsQuerySchema,
  matchStatsResponseSchema,
} from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { attachmentDisposition } from '../modules/match-stats/content-disposition.ts'
import { matchBallsCsv, matchStatsOf } from '../modules/match-stats/match-stats-service.ts'
import { matchReportOf } from '../modules/match-report/match-report-service.ts'
import { sendSerialized } from '../modules/heavy-work/serialize-response.ts'

// 429: the user's budget of heavy work is spent; 503: the render pool is full or a task ran out of time (ADR 0049).
const errors = { '4xx': errorResponseSchema, 503: errorResponseSchema }
const tags = ['statistics']
const params = idParamsSchema

/**
 * A match's statistics, its points as CSV (ADR 0020) and its PDF report; the same visibility as the match itself.
 * Each counts against the user's heavy-work budget and is computed in the render pool (ADR 0049).
 */
export async function matchStatsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const pool = app.renderPool

  r.get(
    '/api/v2/matches/:id/stats',
    {
      schema: {
        tags,
        params,
        querystring: matchStatsQuerySchema,
        response: { 200: matchStatsResponseSchema, ...errors },
      },
      preHandler: app.heavyWorkLimit('stats'),
    },
    async (request, reply) =>
      sendSerialized(reply, await matchStatsOf(ctx, pool, authOf(request).user.id, request.params.id, request.query)),
  )

  r.get(
    '/api/v2/matches/:id/balls.csv',
    {
      schema: { tags, params, response: { 200: z.string(), ...errors } },
      preHandler: app.heavyWorkLimit('downloads'),
    },
    async (request, reply) => {
      const { filename, csv } = await matchBallsCsv(ctx, pool, authOf(request).user.id, request.params.id)
      // The BOM lets spreadsheet apps read the names' accents (ä, ö) as UTF-8; CSV readers skip it.
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(filename))
        .header('Cache-Control', 'private, no-store')
        .send(`\uFEFF${csv}`)
    },
  )

  r.get(
    '/api/v2/matches/:id/report.pdf',
    {
      schema: {
        tags,
        params,
        querystring: matchReportQuerySchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
      preHandler: app.heavyWorkLimit('downloads'),
    },
    async (request, reply) => {
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
  )
}
