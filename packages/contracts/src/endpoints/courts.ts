import {
  courtIdParamsSchema,
  courtListSchema,
  courtParamsSchema,
  courtResponseSchema,
  courtWallLinkResponseSchema,
  courtWallResponseSchema,
  courtWithOrganizationResponseSchema,
  createCourtRequestSchema,
  currentCourtWallLinkResponseSchema,
  updateCourtRequestSchema,
  wallTokenParamsSchema,
} from '../court.ts'
import { organizationParamsSchema } from '../organization.ts'
import { clientErrors, endpoint, noContent } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

// Who may call which is written in court.ts; anyone who is not a connected member gets 404.
const tags = ['courts'] as const
const params = organizationParamsSchema
const done = { 204: noContent, ...clientErrors } as const

/** The organization's courts by position, each with its current match as far as the reader may see it. */
export const listCourts = endpoint(paths.listCourts, {
  tags,
  params,
  responses: { 200: courtListSchema, ...clientErrors },
})

/** One court with its organization's id and name (members): what the court's QR start needs. */
export const getCourt = endpoint(paths.getCourt, {
  tags,
  params: courtIdParamsSchema,
  responses: { 200: courtWithOrganizationResponseSchema, ...clientErrors },
})

/** Adds a court after the last one (admins). */
export const createCourt = endpoint(paths.createCourt, {
  tags,
  params,
  body: createCourtRequestSchema,
  responses: { 201: courtResponseSchema, ...clientErrors },
})

/** Renames a court or moves it to another position (admins). */
export const updateCourt = endpoint(paths.updateCourt, {
  tags,
  params: courtParamsSchema,
  body: updateCourtRequestSchema,
  responses: { 200: courtResponseSchema, ...clientErrors },
})

/** Deletes a court (admins); its matches stay, with no court. */
export const deleteCourt = endpoint(paths.deleteCourt, { tags, params: courtParamsSchema, responses: done })

/** The current wall link, or null (admins: the link is theirs to hand out). */
export const getCourtWallLink = endpoint(paths.getCourtWallLink, {
  tags,
  params,
  responses: { 200: currentCourtWallLinkResponseSchema, ...clientErrors },
})

/** A new wall link, replacing (and so ending) the previous one (admins). */
export const createCourtWallLink = endpoint(paths.createCourtWallLink, {
  tags,
  params,
  responses: { 200: courtWallLinkResponseSchema, ...clientErrors },
})

/** Ends the wall link at once; harmless without one (admins). */
export const revokeCourtWallLink = endpoint(paths.revokeCourtWallLink, { tags, params, responses: done })

/** The wall for a guest: no sign-in, the token only, limited per address like the public scoreboard. */
export const getCourtWall = endpoint(paths.getCourtWall, {
  tags: ['live'],
  params: wallTokenParamsSchema,
  responses: { 200: courtWallResponseSchema, ...clientErrors },
})
