/** An expected failure with its HTTP status; the error handler turns it into the error shape of DESIGN §3. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Extra top-level fields (e.g. the quota-exceeded `error` and `license`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
