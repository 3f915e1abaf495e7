import fp from 'fastify-plugin'
import cors from '@fastify/cors'
import { messages } from '@courtside/contracts'
import type { AppConfig } from '../config.ts'
import { HttpError } from '../lib/http-error.ts'
import { findUnstorableText } from '../lib/storable-text.ts'
import { securityHeadersPlugin } from '../plugins/security-headers.ts'
import { compressionPlugin } from '../plugins/compression.ts'

/** What every answer goes through: unstorable text refused, CORS, the browser security headers, compression. */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
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
  },
  { name: 'security' },
)
