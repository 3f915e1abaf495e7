import type { Env } from './read-env.ts'

/** Shorter than this, a token could be guessed by a scraper left running against /metrics. */
export const MIN_METRICS_TOKEN_LENGTH = 16

/**
 * METRICS_TOKEN: the bearer token a Prometheus scraper sends to GET /metrics. Unset = no /metrics at all (it is a
 * 404 like any unknown path); a short one stops the start rather than exposing the metrics behind a guessable token.
 */
export function metricsTokenFromEnv(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return undefined
  if (token.length < MIN_METRICS_TOKEN_LENGTH)
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (e.g. \`openssl rand -hex 24\`), or unset to serve no /metrics`,
    )
  return token
}
