import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import { serializerCompiler } from '../../lib/response-serializer.ts'

/**
 * A response body as the route's own serializer writes it (checked by the schema, then JSON.stringify), so a body
 * built in a worker is byte for byte what the route would have answered.
 */
export function serializeResponse(schema: z.ZodType, data: unknown): string {
  return serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' })(data)
}

/** Sends a body serializeResponse wrote: JSON text goes out as it is (Fastify serializes only objects). */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}
