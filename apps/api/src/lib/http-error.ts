import { messageKeyOf, messages, type MessageKey } from '@courtside/contracts'

type MessageText = (typeof messages)[MessageKey]

/**
 * An expected failure with its HTTP status; the error handler turns it into `{ message, code, errors? }`:
 * `{ message, code, errors? }`, where `code` is the key and `message` its English text (ADR 0024).
 */
export class HttpError extends Error {
  /** The stable code the client decides on (a key of `messages`); none only for a text that is not one of ours. */
  readonly key: MessageKey | undefined

  constructor(
    readonly statusCode: number,
    /**
     * A key of `messages`. A text of `messages` is still accepted (code written before ADR 0024) and mapped back to
     * its key; any other text (the domain's refusals not yet in `messages`) is sent without a code.
     */
    key: MessageKey | MessageText | (string & {}),
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Extra top-level fields (e.g. the quota-exceeded `error` and `license`). */
    readonly extra?: Record<string, unknown>,
  ) {
    const code = Object.hasOwn(messages, key) ? (key as MessageKey) : messageKeyOf(key)
    super(code ? messages[code] : key)
    this.key = code
    this.name = 'HttpError'
  }
}
