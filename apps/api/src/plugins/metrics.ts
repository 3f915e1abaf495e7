import { METHODS } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { createAppMetrics, type AppMetrics } from './metrics-registry.ts'

export type { AppMetrics } from './metrics-registry.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics, served at GET /metrics when METRICS_TOKEN is set (ADR 0058). */
    metrics: AppMetrics
  }
}

/** Every request that matched no route is one label: the raw URL would give a scanner unbounded label values. */
export const UNMATCHED_ROUTE = 'unmatched'

const KNOWN_METHODS = new Set(METHODS)

/** The route's pattern (`/api/v2/matches/:id`), never its URL, so the labels stay as few as the routes. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE
}

/**
 * Counts and times every answer by route pattern and decorates the app with its metrics (`app.metrics`), for the
 * counters incremented elsewhere: points, jobs, LISTEN reconnects. Registered first, so the live and job plugins
 * find it.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createAppMetrics()
    app.decorate('metrics', metrics)
    app.addHook('onResponse', async (request, reply) => {
      const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER'
      const route = routeLabel(request)
      metrics.httpRequests.inc({ method, route, status_code: String(reply.statusCode) })
      metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000)
    })
  },
  { name: 'metrics' },
)
