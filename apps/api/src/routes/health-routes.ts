import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import { HttpError } from '../lib/http-error.ts'

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // For load balancers: 200 only while the database answers.
  routeFromContract(app, endpoints.health, {
    handler: async () => {
      if (await app.checkDatabase()) return { status: 'ok' as const }
      throw new HttpError(503, 'serviceUnavailable', undefined, { 'cache-control': 'no-store' })
    },
  })
}
