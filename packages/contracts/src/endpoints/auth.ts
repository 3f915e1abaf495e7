import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../auth.ts'
import { userResponseSchema } from '../user.ts'
import { clientErrors, noContent, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

const tags = ['auth'] as const

export const logout = endpoint(paths.logout, { tags, responses: { 204: noContent, ...clientErrors } })

export const register = endpoint(paths.register, {
  tags,
  body: registerRequestSchema,
  responses: { 201: userResponseSchema, ...clientErrors },
})

export const forgotPassword = endpoint(paths.forgotPassword, {
  tags,
  body: forgotPasswordRequestSchema,
  responses: { 200: messageResponseSchema, ...clientErrors },
})

export const resetPassword = endpoint(paths.resetPassword, {
  tags,
  body: resetPasswordRequestSchema,
  responses: { 200: userResponseSchema, ...clientErrors },
})
