import {
  createFocusRequestSchema,
  focusListSchema,
  focusParamsSchema,
  focusResponseSchema,
  updateFocusRequestSchema,
} from '../focus.ts'
import { idParamsSchema } from '../organization.ts'
import { clientErrors, endpoint, noContent } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

// An athlete's focuses, for the athlete's coach only (packages/contracts/src/focus.ts).
const tags = ['athletes'] as const

/** Every focus of the athlete, newest first, each with its line and status. */
export const listFocuses = endpoint(paths.listFocuses, {
  tags,
  params: idParamsSchema,
  responses: { 200: focusListSchema, ...clientErrors },
})

export const createFocus = endpoint(paths.createFocus, {
  tags,
  params: idParamsSchema,
  body: createFocusRequestSchema,
  responses: { 201: focusResponseSchema, ...clientErrors },
})

export const updateFocus = endpoint(paths.updateFocus, {
  tags,
  params: focusParamsSchema,
  body: updateFocusRequestSchema,
  responses: { 200: focusResponseSchema, ...clientErrors },
})

export const deleteFocus = endpoint(paths.deleteFocus, {
  tags,
  params: focusParamsSchema,
  responses: { 204: noContent, ...clientErrors },
})
