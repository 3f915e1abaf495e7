import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { MessageKey } from '@courtside/contracts'
import { errorBody } from './error-body.ts'

/**
 * Errors Fastify and Node answer before any route or error handler runs, in our shape `{ message, code }` and never
 * echoing what the client sent (ADR 0048): their own bodies name the URL and Fastify's codes.
 */
const body = (key: MessageKey) => JSON.stringify(errorBody(key))

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (bad percent-encoding) is a 400; a path param longer than
 * the router keeps is a 414, as Fastify itself answers it.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, key]: [number, MessageKey] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'badRequest']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'urlTooLong']
        : [500, 'anErrorOccurred']
  void reply.code(status).type('application/json; charset=utf-8').send(body(key))
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (malformed request line, unknown method, headers
 * too large, too slow to arrive) is answered on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key]: [number, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'requestTimeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headersTooLarge']
        : [400, 'badRequest']
  const text = body(key)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    )
  }
  socket.destroy(error)
}
