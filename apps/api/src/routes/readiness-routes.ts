import type { FastifyInstance } from 'fastify'
import { isMigrated, latestMigrationMillis } from '../db/migration-status.ts'
import { failingReadinessChecks } from '../lib/readiness.ts'

/**
 * GET /readyz, for an orchestrator deciding whether to send this instance traffic (/healthz only says the database
 * answers): 200 `{ status: 'ready' }` when the database answers, has this build's migrations and the LISTEN
 * connection of live updates is up; else 503 `{ status: 'unready', failing }`. Not an endpoint of the API's
 * contract, so not in the OpenAPI document (docs/decisions/0058-metrics-with-prom-client.md).
 */
export async function readinessRoutes(app: FastifyInstance): Promise<void> {
  const latest = latestMigrationMillis()
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const failing = await failingReadinessChecks({
      database: () => app.checkDatabase(),
      migrations: () => isMigrated(app.db, latest),
      listen: () => app.metrics.listening(),
    })
    // A probe's answer is about this moment: never from a cache.
    reply.header('cache-control', 'no-store')
    if (failing.length === 0) return { status: 'ready' }
    return reply.code(503).send({ status: 'unready', failing })
  })
}
