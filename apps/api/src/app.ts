import { join } from 'node:path'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod'
import { messages, type MessageKey } from '@courtside/contracts'
import type { AppConfig } from './config.ts'
import type { AppContext } from './app-context.ts'
import { openDatabase } from './db/client.ts'
import { HttpError } from './lib/http-error.ts'
import { isDatabaseUnavailable } from './lib/pg-error.ts'
import { logSerializers } from './lib/log-serializers.ts'
import { findUnstorableText } from './lib/storable-text.ts'
import { RequestValidationError, validatorCompiler } from './lib/request-validation.ts'
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors.ts'
import { createMailer } from './modules/mail/create-mailer.ts'
import { createTokenSigner } from './modules/auth/token-service.ts'
import { createRateLimiter } from './modules/rate-limits/rate-limiter.ts'
import { QuotaExceededError } from './modules/licenses/quota-exceeded-error.ts'
import { dbPlugin } from './plugins/db.ts'
import { authPlugin } from './plugins/auth.ts'
import { housekeepingPlugin } from './plugins/housekeeping.ts'
import { hasWebApp, sendSpaIndex, wantsSpaFallback, webAppPlugin } from './plugins/web-app.ts'
import { authRoutes } from './routes/auth-routes.ts'
import { userRoutes } from './routes/user-routes.ts'
import { licenseRoutes } from './routes/license-routes.ts'
import { organizationRoutes } from './routes/organization-routes.ts'
import { playerRoutes } from './routes/player-routes.ts'
import { matchRoutes } from './routes/match-routes.ts'
import { publicMatchRoutes } from './routes/public-match-routes.ts'
import { dashboardRoutes } from './routes/dashboard-routes.ts'
import { healthRoutes } from './routes/health-routes.ts'
import { ingestRoutes } from './routes/ingest-routes.ts'
import { ballRoutes } from './routes/ball-routes.ts'
import { livePlugin } from './plugins/live.ts'
import { scheduledJobsPlugin } from './plugins/scheduled-jobs.ts'
import { heavyWorkPlugin } from './plugins/heavy-work.ts'
import { stripeWebhookRoutes } from './routes/stripe-webhook-routes.ts'
import { testBillingRoutes } from './routes/test-billing-routes.ts'
import { createPaymentProvider, paymentsStartWarning } from './modules/billing/create-payment-provider.ts'
import { endTestSubscription } from './modules/billing/test-checkout-service.ts'
import { compressionPlugin } from './plugins/compression.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' dependencies (database, config, mailer, tokens, rate limiter), for routes added by later issues. */
    ctx: AppContext
  }
  interface FastifyContextConfig {
    /** The message of a path id that names no row (default `notFound`): a malformed id is answered the same way. */
    notFound?: MessageKey
  }
}

/** The error body `{ message, code, errors? }` of a key of `messages` (ADR 0024: `code` is the key, `message` its text). */
function errorBody(key: MessageKey, rest?: Record<string, unknown>) {
  return { message: messages[key], code: key, ...rest }
}

/** Builds the API (and the web app when built): opens the database and applies migrations; closing the app closes it. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger && {
      ...(config.logger === true ? {} : config.logger),
      // Tokens in URLs (reset links, the socket's JWT) and SQL parameters never reach the logs (ADR 0021).
      serializers: logSerializers,
    },
    // A hop count becomes proxy-addr's function form: trust the nearest N proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow or idle clients cannot hold connections for ever (ADR 0021); sockets leave these behind at the upgrade.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Error bodies carry our own messages; the default ones are replaced in the error handler below, and Fastify's
    // own 503 while closing by the `closing` hook below.
    return503OnClosing: false,
    // What the router and Node's parser refuse before any handler runs, in our shape too (ADR 0048).
    frameworkErrors,
    clientErrorHandler,
  })

  app.server.headersTimeout = config.http.headersTimeoutMs
  app.server.maxConnections = config.http.maxConnections

  // An empty JSON body (e.g. a DELETE sent with a JSON content type) is "no body", not a parse error.
  const defaultJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    defaultJson(request, text, done)
  })

  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir })
  try {
    await app.register(dbPlugin, { handle })
  } catch (error) {
    await handle.close()
    throw error
  }

  const mailer =
    config.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      logger: app.log,
      production: config.env === 'production',
    })
  const tokens = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds, now: config.now })
  // Late-bound: the context (mailer, log) is made just below.
  const payments = createPaymentProvider(config, (id) => endTestSubscription(ctx, id, config.now()))
  const paymentsWarning = paymentsStartWarning(config, payments.kind)
  if (paymentsWarning) app.log.warn(paymentsWarning)
  const ctx: AppContext = {
    db: handle.db,
    config,
    mailer,
    tokens,
    rateLimiter: createRateLimiter(handle.db, config.rateLimits, config.now),
    log: app.log,
    payments,
  }
  app.decorate('ctx', ctx)
  // A request still arriving on an open connection once the server closes is sent elsewhere, in our shape.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (closing)
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .send(errorBody('serviceUnavailable'))
  })
  // Text PostgreSQL cannot store (NUL, lone surrogates) is refused for every route before its own validation.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorableText(part)
      if (path) {
        const field = String(path.findLast((segment) => typeof segment === 'string') ?? 'base')
        throw new HttpError(422, 'validationFailed', { [field]: [messages.unstorableText] })
      }
    }
  })
  app.addHook('onClose', async () => {
    await mailer.close?.()
  })

  await app.register(cors, {
    origin: [config.appUrl, ...config.corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    // The browser may read the session token from the Authorization response header.
    exposedHeaders: ['Authorization', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  })
  await app.register(securityHeadersPlugin)
  await app.register(compressionPlugin)
  await app.register(authPlugin, { tokens, now: config.now })
  await app.register(housekeepingPlugin, { now: config.now })
  await app.register(livePlugin, { ctx, handle })
  await app.register(scheduledJobsPlugin, { ctx })
  // Worker threads for the PDF, statistics, CSV and export, closed with the app (ADR 0049).
  await app.register(heavyWorkPlugin, { limits: config.heavyWork, rateLimitsEnabled: config.rateLimits.enabled })

  // Routes declare the contracts' zod schemas for params, query, body and each response status (ADR 0024):
  // requests are parsed by them (failures become our 422/404 below), responses are checked by them.
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The OpenAPI document is generated from those schemas (routes registered after this line).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Courtside API',
        description:
          'Errors answer `{ message, code, errors? }`: `code` is stable, `message` its English text (ADR 0024).',
        version: '2',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RequestValidationError && error.part === 'params') {
      // A path id that cannot name a row is answered like an unknown one (and never reaches the database).
      return reply.code(404).send(errorBody(request.routeOptions.config.notFound ?? 'notFound'))
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.code(error.statusCode).send({
        message: error.message,
        ...(error.key ? { code: error.key } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      })
    }
    if (error instanceof QuotaExceededError) {
      return reply.code(403).send(errorBody('quotaExceeded', { error: 'quota_exceeded', license: error.license }))
    }
    const status = error.statusCode ?? 500
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.code(400).send(errorBody('malformedJson'))
    }
    if (status === 415) return reply.code(415).send(errorBody('unsupportedMediaType'))
    if (status === 413) return reply.code(413).send(errorBody('payloadTooLarge'))
    if (status === 404) return reply.code(404).send(errorBody('notFound'))
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody('badRequest'))
    }
    // The database restarting or unreachable: not a bug, and a retry later succeeds (ADR 0023).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.code(503).header('retry-after', '1').send(errorBody('serviceUnavailable'))
    }
    // Anything else is our fault (a response that does not match its schema included): log it whole, tell the
    // client nothing about it.
    request.log.error({ err: error }, 'request failed')
    return reply.code(status >= 500 && status < 600 ? status : 500).send(errorBody('anErrorOccurred'))
  })

  const webRoot = hasWebApp(config.webDistDir) ? config.webDistDir : undefined
  app.setNotFoundHandler((request, reply) => {
    if (webRoot && wantsSpaFallback(request)) return sendSpaIndex(reply)
    return reply.code(404).send(errorBody('notFound'))
  })

  await app.register(healthRoutes)
  await app.register(authRoutes, { ctx })
  await app.register(userRoutes, { ctx })
  await app.register(licenseRoutes, { ctx })
  await app.register(stripeWebhookRoutes, { ctx })
  if (payments.kind === 'test') await app.register(testBillingRoutes, { ctx })
  await app.register(organizationRoutes, { ctx })
  await app.register(playerRoutes, { ctx })
  await app.register(matchRoutes, { ctx })
  await app.register(publicMatchRoutes, { ctx })
  await app.register(ballRoutes, { ctx })
  await app.register((await import('./routes/match-stats-routes.ts')).matchStatsRoutes, { ctx })
  await app.register(dashboardRoutes, { ctx })
  await app.register(ingestRoutes, config.analytics)
  if (webRoot) await app.register(webAppPlugin, { root: webRoot })

  return app
}
