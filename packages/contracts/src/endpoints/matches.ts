import { idParamsSchema } from '../organization.ts'
import {
  createMatchRequestSchema,
  dashboardQuerySchema,
  dashboardSchema,
  matchListQuerySchema,
  matchListSchema,
  matchResponseSchema,
  updateMatchRequestSchema,
} from '../match.ts'
import { matchShareResponseSchema, publicMatchResponseSchema, shareTokenParamsSchema } from '../share.ts'
import { updateMatchVideoRequestSchema } from '../video.ts'
import { clientErrors, noContent, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

const tags = ['matches'] as const
const params = idParamsSchema
const match = { 200: matchResponseSchema, ...clientErrors } as const

export const listMatches = endpoint(paths.listMatches, {
  tags,
  query: matchListQuerySchema,
  responses: { 200: matchListSchema, ...clientErrors },
})

export const createMatch = endpoint(paths.createMatch, {
  tags,
  body: createMatchRequestSchema,
  responses: { 201: matchResponseSchema, ...clientErrors },
})

export const updateMatch = endpoint(paths.updateMatch, {
  tags,
  params,
  body: updateMatchRequestSchema,
  responses: match,
})

export const deleteMatch = endpoint(paths.deleteMatch, { tags, params, responses: { 204: noContent, ...clientErrors } })

/**
 * `{ player_id }` or `{ server_order }`, and `at_point` when queued (ADR 0038). No body schema here: the service
 * reads the body once the match is found and locked, so an unknown match is 404 whatever its body (ADR 0004).
 */
export const changeServer = endpoint(paths.changeServer, { tags, params, responses: match })

/** The public scoreboard's link (ADR 0033): made (or replaced), read and revoked by those who may edit the match. */
export const createMatchShare = endpoint(paths.createMatchShare, {
  tags,
  params,
  responses: { 200: matchShareResponseSchema, ...clientErrors },
})

export const getMatchShare = endpoint(paths.getMatchShare, {
  tags,
  params,
  responses: { 200: matchShareResponseSchema, ...clientErrors },
})

export const revokeMatchShare = endpoint(paths.revokeMatchShare, {
  tags,
  params,
  responses: { 204: noContent, ...clientErrors },
})

/** The linked video and its sync (ADR 0037). */
export const setMatchVideo = endpoint(paths.setMatchVideo, {
  tags,
  params,
  body: updateMatchVideoRequestSchema,
  responses: match,
})

export const removeMatchVideo = endpoint(paths.removeMatchVideo, { tags, params, responses: match })

/** The shared match as a guest sees it (ADR 0033): no sign-in, limited per address. */
export const getPublicMatch = endpoint(paths.getPublicMatch, {
  tags: ['live'],
  params: shareTokenParamsSchema,
  responses: { 200: publicMatchResponseSchema, ...clientErrors },
})

/** Counts and the latest matches, optionally scoped to one organization like the match list. */
export const getDashboard = endpoint(paths.getDashboard, {
  tags: ['dashboard'],
  query: dashboardQuerySchema,
  responses: { 200: dashboardSchema, ...clientErrors },
})
