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

/** The message to show for any thrown value, or `fallback` when it carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message
  return fallback
}
