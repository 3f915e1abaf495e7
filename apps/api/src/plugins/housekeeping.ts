import fp from 'fastify-plugin'
import { purgeOldResetTokens, purgeExpiredRevocations } from '../modules/auth/index.ts'
import { purgeExpiredBuckets } from '../modules/rate-limits/index.ts'

/** Every few minutes, drops rows that can no longer matter: expired rate-limit windows, denylist entries, links. */
export const housekeepingPlugin = fp<{ now: () => Date; intervalMs?: number }>(
  async (app, { now, intervalMs = 10 * 60_000 }) => {
    let running: Promise<void> | undefined
    const sweep = async () => {
      const at = now()
      try {
        await purgeExpiredBuckets(app.db, at.getTime())
        await purgeExpiredRevocations(app.db, at)
        await purgeOldResetTokens(app.db, at)
        app.metrics.jobRuns.inc({ job: 'housekeeping', outcome: 'ok' })
      } catch (error) {
        app.metrics.jobRuns.inc({ job: 'housekeeping', outcome: 'failed' })
        app.log.warn({ err: error }, 'housekeeping sweep failed')
      }
    }
    const timer = setInterval(() => {
      running ??= sweep().finally(() => (running = undefined))
    }, intervalMs)
    timer.unref()
    // Stop before the database closes (onClose hooks of later plugins run first: registration order reversed).
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'housekeeping', dependencies: ['db'] },
)
