import fp from 'fastify-plugin'
import type { AppContext } from '../app-context.ts'
import { housekeepingPlugin } from '../plugins/housekeeping.ts'
import { scheduledJobsPlugin } from '../plugins/scheduled-jobs.ts'
import { heavyWorkPlugin } from '../plugins/heavy-work.ts'

/** Work beside the requests: the periodic sweeps and jobs, and the worker threads of the heavy endpoints. */
export const jobsPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    const { config } = ctx
    await app.register(housekeepingPlugin, { now: config.now })
    await app.register(scheduledJobsPlugin, { ctx })
    // Worker threads for the PDF, statistics, CSV and export, closed with the app (ADR 0049).
    await app.register(heavyWorkPlugin, { limits: config.heavyWork, rateLimitsEnabled: config.rateLimits.enabled })
  },
  { name: 'jobs', dependencies: ['db'] },
)
