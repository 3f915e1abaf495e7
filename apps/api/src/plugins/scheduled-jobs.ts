import fp from 'fastify-plugin'
import type { AppContext } from '../app-context.ts'
import { expireLapsedLicenses } from '../modules/licenses/index.ts'
import { purgeClosedAccounts } from '../modules/accounts/index.ts'

/** One pass of the jobs (exported for tests and for an operator's one-off run); safe with several instances. */
export async function runScheduledJobs(ctx: Pick<AppContext, 'db' | 'config'>): Promise<{
  expired: number[]
  purged: number[]
}> {
  const now = ctx.config.now()
  const expired = await expireLapsedLicenses(ctx.db, now)
  const purged = await purgeClosedAccounts(ctx.db, now)
  return { expired, purged }
}

/**
 * The licence expiry and the account purge (ADR 0031) in the API process: a first pass soon after start,
 * then every `jobIntervalMs`. Every instance runs them; the jobs themselves make the work happen once.
 */
export const scheduledJobsPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    let running: Promise<void> | undefined
    const pass = () => {
      running ??= runScheduledJobs(ctx)
        .then(({ expired, purged }) => {
          app.metrics.jobRuns.inc({ job: 'scheduled-jobs', outcome: 'ok' })
          if (expired.length || purged.length) app.log.info({ expired, purged: purged.length }, 'scheduled jobs')
        })
        .catch((error: unknown) => {
          app.metrics.jobRuns.inc({ job: 'scheduled-jobs', outcome: 'failed' })
          app.log.warn({ err: error }, 'scheduled jobs failed')
        })
        .finally(() => (running = undefined))
    }
    const first = setTimeout(pass, Math.min(30_000, ctx.config.jobIntervalMs))
    const timer = setInterval(pass, ctx.config.jobIntervalMs)
    first.unref()
    timer.unref()
    app.addHook('onClose', async () => {
      clearTimeout(first)
      clearInterval(timer)
      await running
    })
  },
  { name: 'scheduled-jobs', dependencies: ['db'] },
)
