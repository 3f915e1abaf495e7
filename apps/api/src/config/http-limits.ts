import { readInt, type Env } from './read-env.ts'

/** HTTP limits of the server (ADR 0021). */
export interface HttpLimits {
  /** A request must arrive whole within this time (slow-loris bodies); 0 = no limit. */
  requestTimeoutMs: number
  /** Request headers must arrive within this time. */
  headersTimeoutMs: number
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number
  /** Open connections (sockets included) beyond this are refused at once. */
  maxConnections: number
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 20_000,
}

/** HTTP_…; unset values take DEFAULT_HTTP_LIMITS. */
export function httpLimitsFromEnv(env: Env): HttpLimits {
  return {
    requestTimeoutMs: readInt(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.requestTimeoutMs),
    headersTimeoutMs: readInt(env, 'HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.headersTimeoutMs),
    keepAliveTimeoutMs: readInt(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
    maxConnections: readInt(env, 'HTTP_MAX_CONNECTIONS', DEFAULT_HTTP_LIMITS.maxConnections),
  }
}
