import { messages, type MessageKey } from '@courtside/contracts'

/**
 * An expected failure with its HTTP status; the error handler turns it into `{ message, code, errors? }`, where
 * `code` is the key and `message` its English text (ADR 0024).
 */
export class HttpError extends Error {
  /** The stable code the client decides on: a key of `messages`. */
  readonly key: MessageKey

  constructor(
    readonly statusCode: number,
    key: MessageKey,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Extra top-level fields (e.g. the quota-exceeded `error` and `license`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messages[key])
    this.key = key
    this.name = 'HttpError'
  }
}
