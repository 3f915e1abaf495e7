import { idParamsSchema } from '../organization.ts'
import {
  createPlayerRequestSchema,
  playerListQuerySchema,
  playerListSchema,
  playerResponseSchema,
  playerStatsResponseSchema,
  updatePlayerRequestSchema,
} from '../player.ts'
import { clientErrors, noContent, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

const tags = ['athletes'] as const
const params = idParamsSchema

export const listPlayers = endpoint(paths.listPlayers, {
  tags,
  query: playerListQuerySchema,
  responses: { 200: playerListSchema, ...clientErrors },
})

export const createPlayer = endpoint(paths.createPlayer, {
  tags,
  body: createPlayerRequestSchema,
  responses: { 201: playerResponseSchema, ...clientErrors },
})

export const getPlayer = endpoint(paths.getPlayer, {
  tags,
  params,
  responses: { 200: playerResponseSchema, ...clientErrors },
})

export const updatePlayer = endpoint(paths.updatePlayer, {
  tags,
  params,
  body: updatePlayerRequestSchema,
  responses: { 200: playerResponseSchema, ...clientErrors },
})

export const deletePlayer = endpoint(paths.deletePlayer, {
  tags,
  params,
  responses: { 204: noContent, ...clientErrors },
})

/** Win rate, last five, totals, recent matches, recommendations. */
export const getPlayerStats = endpoint(paths.getPlayerStats, {
  tags,
  params,
  responses: { 200: playerStatsResponseSchema, ...clientErrors },
})
