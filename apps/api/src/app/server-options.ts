import type { FastifyServerOptions } from 'fastify'
import type { AppConfig } from '../config.ts'
import { clientErrorHandler, frameworkErrors } from '../lib/framework-errors.ts'
import { logSerializers } from '../lib/log-serializers.ts'

/** Fastify's own options: logging, trusted proxies, body and time limits, and its refusals in our shape. */
export function serverOptions(config: AppConfig) {
  return {
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
    // Error bodies carry our own messages; the default ones are replaced in the error handler (errors-plugin.ts),
    // and Fastify's own 503 while closing by the `closing` hook (server-plugin.ts).
    return503OnClosing: false,
    // What the router and Node's parser refuse before any handler runs, in our shape too (ADR 0048).
    frameworkErrors,
    clientErrorHandler,
  } satisfies FastifyServerOptions
}
