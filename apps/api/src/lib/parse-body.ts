import type { z } from 'zod'
import { fieldErrors, messages } from '@courtside/contracts'
import { HttpError } from './http-error.ts'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Parses `{ [wrapper]: {...} }` with the contracts' inner schema. Field errors use the inner names
 * (email, not user.email); a missing wrapper is a 422 naming the wrapper.
 */
export function parseWrapped<S extends z.ZodType>(schema: S, body: unknown, wrapper = 'user'): z.infer<S> {
  const inner = isPlainObject(body) ? body[wrapper] : undefined
  if (!isPlainObject(inner)) {
    throw new HttpError(422, 'validationFailed', { [wrapper]: [messages.fieldRequired] })
  }
  return parseWith(schema, inner)
}

/** Parses any value (query strings, bare bodies) and throws the 422 error shape on failure. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(422, 'validationFailed', fieldErrors(result.error))
  return result.data
}
