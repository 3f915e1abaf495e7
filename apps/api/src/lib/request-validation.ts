import type { FastifySchemaCompiler } from 'fastify'
import { requestErrors, wrapperOf } from '@courtside/contracts'
import { safeParse, type $ZodType } from 'zod/v4/core'
import { z } from 'zod'
import { HttpError } from './http-error.ts'

/** The request part whose schema refused it: a path id that cannot name a row is answered like a missing one. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers'

/** A request part that failed its contracts schema: 422 `Validation failed` with the field errors (404 for params). */
export class RequestValidationError extends HttpError {
  constructor(
    readonly part: RequestPart,
    errors: Record<string, string[]>,
  ) {
    super(422, 'validationFailed', errors)
    this.name = 'RequestValidationError'
  }
}

/**
 * fastify-type-provider-zod's validatorCompiler, except that a failure is our error (field names without the
 * body's wrapper, see `wrapped` in the contracts), so the one error handler answers it in the error shape; every
 * field error is a text of `messages` (the contracts set their error map when loaded).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data)
    if (!result.error) return { value: result.data }
    const errors = requestErrors(result.error as z.ZodError, httpPart === 'body' ? wrapperOf(schema) : undefined)
    return { error: new RequestValidationError((httpPart ?? 'body') as RequestPart, errors) }
  }
