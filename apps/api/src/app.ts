import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config.ts'
import { authPlugin } from './plugins/auth.ts'
import { livePlugin } from './plugins/live.ts'
import { hasWebApp } from './plugins/web-app.ts'
import { serverOptions } from './app/server-options.ts'
import { serverPlugin } from './app/server-plugin.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { registerDatabase } from './app/register-database.ts'
import { contextPlugin } from './app/context-plugin.ts'
import { securityPlugin } from './app/security-plugin.ts'
import { jobsPlugin } from './app/jobs-plugin.ts'
import { docsPlugin } from './app/docs-plugin.ts'
import { errorsPlugin } from './app/errors-plugin.ts'
import { routesPlugin } from './app/routes-plugin.ts'

/**
 * Builds the API (and the web app when built): opens the database and applies migrations; closing the app closes it.
 * Each part is a fastify-plugin (not encapsulated), so registering it is the same as running its lines here: its hooks
 * and handlers are the root's, added in this order. Hooks of one kind run in the order they were added, onClose
 * hooks backwards: the closing 503 answers before CORS, and the database closes last.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config))
  await app.register(serverPlugin, { config })
  // Before the plugins that count (live, jobs) and the routes: `app.metrics` is theirs to increment.
  await app.register(metricsPlugin)
  const handle = await registerDatabase(app, config)
  await app.register(contextPlugin, { config })
  const { ctx } = app
  await app.register(securityPlugin, { config })
  await app.register(authPlugin, { tokens: ctx.tokens, now: config.now })
  await app.register(livePlugin, { ctx, handle })
  await app.register(jobsPlugin, { ctx })
  // Before any route: swagger documents only the routes registered after it.
  await app.register(docsPlugin)
  const webRoot = hasWebApp(config.webDistDir) ? config.webDistDir : undefined
  await app.register(errorsPlugin, { webRoot })
  await app.register(routesPlugin, { ctx, webRoot })
  return app
}
