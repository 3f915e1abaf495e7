import { csvFileSchema, pdfFileSchema } from './endpoint-schemas.ts'
import { idParamsSchema } from '../organization.ts'
import { matchReportQuerySchema, matchStatsQuerySchema, matchStatsResponseSchema } from '../match-stats.ts'
import { clientErrors, unavailable, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

// 429: the user's budget of heavy work is spent; 503: the render pool is full or a task ran out of time (ADR 0049).
const tags = ['statistics'] as const
const params = idParamsSchema

export const getMatchStats = endpoint(paths.getMatchStats, {
  tags,
  params,
  query: matchStatsQuerySchema,
  responses: { 200: matchStatsResponseSchema, ...clientErrors, ...unavailable },
})

/** The match's points as CSV (ADR 0020). */
export const getMatchPointsCsv = endpoint(paths.getMatchPointsCsv, {
  tags,
  params,
  responses: { 200: csvFileSchema, ...clientErrors, ...unavailable },
})

/** The printable report (ADR 0035). */
export const getMatchReport = endpoint(paths.getMatchReport, {
  tags,
  params,
  query: matchReportQuerySchema,
  responses: { 200: pdfFileSchema, ...clientErrors, ...unavailable },
})
