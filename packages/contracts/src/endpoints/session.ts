import { loginRequestSchema, loginResponseSchema } from '../auth.ts'
import { userSchema } from '../user.ts'
import { clientErrors, endpoint } from './endpoint.ts'
import * as paths from './first-screen-paths.ts'

// The guest's first screen: the login and the session's check of a stored token. Their schemas are zod's mini build
// only, and this module imports nothing else, so the chunk that carries them stays small (ADR 0042).

export const login = endpoint(paths.login, {
  tags: ['auth'],
  body: loginRequestSchema,
  responses: { 200: loginResponseSchema, ...clientErrors },
})

/** The bare user entity. */
export const getMe = endpoint(paths.getMe, { tags: ['user'], responses: { 200: userSchema, ...clientErrors } })
