import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponseSchema, healthResponseSchema } from '@courtside/contracts'
import { HttpError } from '../lib/http-error.ts'

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // For load balancers: 200 only while the database answers.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: errorResponseSchema } } },
      async () => {
        if (await app.checkDatabase()) return { status: 'ok' as const }
        throw new HttpError(503, 'serviceUnavailable', undefined, { 'cache-control': 'no-store' })
      },
    )
}
