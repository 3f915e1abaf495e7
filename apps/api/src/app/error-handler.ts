import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { MessageKey } from '@courtside/contracts'
import { errorBody } from '../lib/error-body.ts'
import { HttpError } from '../lib/http-error.ts'
import { isDatabaseUnavailable } from '../lib/pg-error.ts'
import { RequestValidationError } from '../lib/request-validation.ts'
import { QuotaExceededError } from '../modules/licenses/index.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a path id that names no row (default `notFound`): a malformed id is answered the same way. */
    notFound?: MessageKey
  }
}

/** The one error handler: every failure, ours or the framework's, answers `{ message, code, errors? }` (ADR 0024). */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof RequestValidationError && error.part === 'params') {
    // A path id that cannot name a row is answered like an unknown one (and never reaches the database).
    return reply.code(404).send(errorBody(request.routeOptions.config.notFound ?? 'notFound'))
  }
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers)
    return reply
      .code(error.statusCode)
      .send(errorBody(error.key, { ...(error.errors ? { errors: error.errors } : {}), ...error.extra }))
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
}
