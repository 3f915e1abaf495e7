import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Registry } from 'prom-client'
import { errorBody } from '../lib/error-body.ts'
import { processMetrics } from '../plugins/metrics-registry.ts'

/** Compared as SHA-256 digests: equal lengths for timingSafeEqual, and the time says nothing about the token. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
export function isMetricsBearer(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '')
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null
}

/**
 * GET /metrics in Prometheus' text format, only to `Authorization: Bearer $METRICS_TOKEN` (registered only when it
 * is set; otherwise the path is a 404 like any other). Not an endpoint of the API's contract, so not in the OpenAPI
 * document (docs/decisions/0058-metrics-with-prom-client.md).
 */
export async function metricsRoutes(app: FastifyInstance, { token }: { token: string }): Promise<void> {
  const registry = Registry.merge([app.metrics.registry, processMetrics()])
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!isMetricsBearer(request.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody('unauthorized'))
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}
