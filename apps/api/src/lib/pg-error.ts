/** Postgres error code of a failure, looking through drizzle's DrizzleQueryError wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505'

/** The balls trigger of migration 0011: the point's client_id belongs to a point that was removed (ADR 0038). */
export const isRemovedPointInsert = (error: unknown): boolean => pgErrorCode(error) === 'CS001'

/** Node's socket errors when the database server cannot be reached or drops the connection. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])

/**
 * Whether a failure means "the database is not there right now" (restarting, unreachable, connection dropped)
 * rather than a bug: connection exceptions (class 08), shutdowns and "starting up" (57P01–57P03), socket errors,
 * and node-postgres's "Connection terminated". Such requests answer 503, and a retry later succeeds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || UNREACHABLE.has(code)))
      return true
    const message = (current as { message?: unknown }).message
    if (typeof message === 'string' && /^Connection terminated|not queryable/.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
