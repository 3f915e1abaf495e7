import type { FastifyInstance } from 'fastify'
import { messages } from '@courtside/contracts'

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // For load balancers: 200 only while the database answers.
  app.get('/healthz', async (_request, reply) => {
    if (await app.checkDatabase()) return { status: 'ok' }
    return reply.code(503).header('cache-control', 'no-store').send({ message: messages.serviceUnavailable })
  })
}
