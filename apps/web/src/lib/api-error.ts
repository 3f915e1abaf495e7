/**
 * A failed call: the body's `message` (or the status text), the HTTP status, the 422 field errors and the stable
 * `code` (ADR 0024), if any: callers decide on the code, never on the English text.
 */
export class ApiError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]> | undefined
  readonly code: string | undefined
  /** The error body's other fields (e.g. `starts_at` of a match not shown yet). */
  readonly details: Record<string, unknown>

  constructor(
    message: string,
    status: number,
    errors?: Record<string, string[]>,
    code?: string,
    details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.code = code
    this.details = details
  }
}

/**
 * A request that got no answer: fetch rejects with a TypeError when the network is down, and anything but an API
 * answer while the browser says it is offline counts too.
 */
export function isOffline(error: unknown): boolean {
  if (error instanceof ApiError) return false
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)
}
