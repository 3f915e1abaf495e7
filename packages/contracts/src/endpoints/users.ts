import { csvFileSchema } from './endpoint-schemas.ts'
import { updateMeRequestSchema, userSchema } from '../user.ts'
import {
  accountExportSchema,
  deleteAccountRequestSchema,
  updateSettingsRequestSchema,
  userSettingsResponseSchema,
} from '../account.ts'
import { clientErrors, noContent, unavailable, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

const tags = ['user'] as const

export const updateMe = endpoint(paths.updateMe, {
  tags,
  body: updateMeRequestSchema,
  responses: { 200: userSchema, ...clientErrors },
})

/** With the typed address and the current password (ADR 0051); 503 when the mail cannot go out. */
export const deleteMe = endpoint(paths.deleteMe, {
  tags,
  body: deleteAccountRequestSchema,
  responses: { 204: noContent, ...clientErrors, ...unavailable },
})

export const getSettings = endpoint(paths.getSettings, {
  tags,
  responses: { 200: userSettingsResponseSchema, ...clientErrors },
})

export const updateSettings = endpoint(paths.updateSettings, {
  tags,
  body: updateSettingsRequestSchema,
  responses: { 200: userSettingsResponseSchema, ...clientErrors },
})

/** The account's data as a JSON file, rendered in the render pool (ADR 0049): 429 and 503 as the statistics. */
export const exportAccount = endpoint(paths.exportAccount, {
  tags,
  responses: { 200: accountExportSchema, ...clientErrors, ...unavailable },
})

/** Every point of the account as CSV. */
export const exportAccountPoints = endpoint(paths.exportAccountPoints, {
  tags,
  responses: { 200: csvFileSchema, ...clientErrors, ...unavailable },
})
