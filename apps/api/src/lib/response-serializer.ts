import type { FastifySerializerCompiler } from 'fastify'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { safeParse, type $ZodType } from 'zod/v4/core'

/**
 * Every answer is checked by its contracts schema and written with only the fields the schema names (a presenter
 * that spreads a row cannot leak a column). fastify-type-provider-zod's serializer runs zod's `safeEncode`, which
 * goes the slow way through each schema to run codecs backwards; our response schemas have none (a test walks them
 * all: response-schemas.test.ts), so `safeParse` gives the same result at a third of the cost on every answer
 * (docs/decisions/0061-recording-at-the-floor-pace.md).
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = safeParse(schema, data)
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }
