import fp from 'fastify-plugin'
import type { AppContext } from '../app-context.ts'
import { authRoutes } from '../routes/auth-routes.ts'
import { userRoutes } from '../routes/user-routes.ts'
import { licenseRoutes } from '../routes/license-routes.ts'
import { organizationRoutes } from '../routes/organization-routes.ts'
import { socialSessionRoutes } from '../routes/social-session-routes.ts'
import { courtRoutes } from '../routes/court-routes.ts'
import { courtWallRoutes } from '../routes/court-wall-routes.ts'
import { playerRoutes } from '../routes/player-routes.ts'
import { playlistRoutes } from '../routes/playlist-routes.ts'
import { sharedClipsRoutes } from '../routes/shared-clips-routes.ts'
import { matchRoutes } from '../routes/match-routes.ts'
import { publicMatchRoutes } from '../routes/public-match-routes.ts'
import { dashboardRoutes } from '../routes/dashboard-routes.ts'
import { healthRoutes } from '../routes/health-routes.ts'
import { readinessRoutes } from '../routes/readiness-routes.ts'
import { metricsRoutes } from '../routes/metrics-routes.ts'
import { ingestRoutes } from '../routes/ingest-routes.ts'
import { ballRoutes } from '../routes/ball-routes.ts'
import { stripeWebhookRoutes } from '../routes/stripe-webhook-routes.ts'
import { testBillingRoutes } from '../routes/test-billing-routes.ts'
import { webAppPlugin } from '../plugins/web-app.ts'

/**
 * Every route of the API, each file in its own encapsulated context, then the built web app when there is one
 * (`webRoot`).
 */
export const routesPlugin = fp<{ ctx: AppContext; webRoot: string | undefined }>(
  async (app, { ctx, webRoot }) => {
    await app.register(healthRoutes)
    await app.register(readinessRoutes)
    // Without a token there is no /metrics: an unknown path, 404 (ADR 0058).
    if (ctx.config.metricsToken) await app.register(metricsRoutes, { token: ctx.config.metricsToken })
    await app.register(authRoutes, { ctx })
    await app.register(userRoutes, { ctx })
    await app.register(licenseRoutes, { ctx })
    await app.register(stripeWebhookRoutes, { ctx })
    if (ctx.payments.kind === 'test') await app.register(testBillingRoutes, { ctx })
    await app.register(organizationRoutes, { ctx })
    await app.register(socialSessionRoutes, { ctx })
    await app.register(courtRoutes, { ctx })
    await app.register(playerRoutes, { ctx })
    await app.register(playlistRoutes, { ctx })
    await app.register(matchRoutes, { ctx })
    await app.register(publicMatchRoutes, { ctx })
    await app.register(courtWallRoutes, { ctx })
    await app.register(sharedClipsRoutes, { ctx })
    await app.register(ballRoutes, { ctx })
    await app.register((await import('../routes/match-stats-routes.ts')).matchStatsRoutes, { ctx })
    await app.register(dashboardRoutes, { ctx })
    await app.register(ingestRoutes, ctx.config.analytics)
    if (webRoot) await app.register(webAppPlugin, { root: webRoot })
  },
  { name: 'routes' },
)
