import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../lib/http-error.ts'
import { authOf } from './auth.ts'
import {
  DEFAULT_HEAVY_WORK_LIMITS,
  type HeavyWorkLimits,
  createRenderPool,
  type RenderPool,
} from '../modules/heavy-work/index.ts'

/** The two budgets of ADR 0049: the statistics, and the files (report, CSV, account export). */
export type HeavyWorkKind = 'stats' | 'downloads'

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads for the renderers (ADR 0049). */
    renderPool: RenderPool
    /** A preHandler counting one request of the signed-in user against that budget: 429 with Retry-After beyond. */
    heavyWorkLimit(kind: HeavyWorkKind): (request: FastifyRequest) => Promise<void>
  }
}

/**
 * The render pool and the per-user limits of the heavy endpoints. The limits are counted in this instance's memory
 * (@fastify/rate-limit's store), not the database: what they protect is this instance's threads, and a refused
 * request then costs no write beside the points being recorded.
 */
export const heavyWorkPlugin = fp<{ limits?: Partial<HeavyWorkLimits> | undefined; rateLimitsEnabled: boolean }>(
  async (app, options) => {
    const limits = { ...DEFAULT_HEAVY_WORK_LIMITS, ...options.limits }
    const pool = createRenderPool(limits)
    app.decorate('renderPool', pool)
    app.addHook('onClose', () => pool.close())

    await app.register(rateLimit, { global: false })
    const perMinute = { stats: limits.statsPerMinute, downloads: limits.downloadsPerMinute }
    const counters = Object.fromEntries(
      (['stats', 'downloads'] as const).map((kind) => [
        kind,
        app.createRateLimit({
          max: perMinute[kind],
          timeWindow: 60_000,
          // Run after authentication: the budget is the signed-in user's, wherever they connect from.
          keyGenerator: (request) => `${kind}:${authOf(request).user.id}`,
        }),
      ]),
    ) as Record<HeavyWorkKind, ReturnType<typeof app.createRateLimit>>
    app.decorate('heavyWorkLimit', (kind: HeavyWorkKind) => async (request: FastifyRequest) => {
      // 0 switches that budget off, as for every rate limit of the configuration.
      if (!options.rateLimitsEnabled || perMinute[kind] <= 0) return
      const result = await counters[kind](request)
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, 'tooManyRequests', undefined, {
          'retry-after': String(Math.max(1, result.ttlInSeconds)),
        })
      }
    })
  },
  { name: 'heavy-work' },
)
