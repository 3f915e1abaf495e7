import fp from 'fastify-plugin'
import type { AppConfig } from '../config.ts'
import { errorBody } from '../lib/error-body.ts'

/** The HTTP server's limits, the JSON body parser, and the 503 of a request arriving while the app closes. */
export const serverPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
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

  // A request still arriving on an open connection once the server closes is sent elsewhere, in our shape. The
  // first onRequest hook of the app: it answers before CORS and the rest.
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
})
