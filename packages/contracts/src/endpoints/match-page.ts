import { idParamsSchema } from '../organization.ts'
import { matchResponseSchema } from '../match.ts'
import { ballListSchema } from '../ball.ts'
import { clientErrors, endpoint } from './endpoint.ts'
import * as paths from './first-screen-paths.ts'

// The match page's two reads, asked from its route's loader (ADR 0045). In a module of their own so the chunk with
// their schemas carries only the match's and the points' shapes, not every match endpoint's.

/** The match, for every screen that shows one. */
export const getMatch = endpoint(paths.getMatch, {
  tags: ['matches'],
  params: idParamsSchema,
  responses: { 200: matchResponseSchema, ...clientErrors },
})

/** Every point so far, in order. */
export const listBalls = endpoint(paths.listBalls, {
  tags: ['points'],
  params: idParamsSchema,
  responses: { 200: ballListSchema, ...clientErrors },
})
