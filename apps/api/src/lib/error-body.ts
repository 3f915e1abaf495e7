import { messages, type MessageKey } from '@courtside/contracts'

/** The error body `{ message, code, errors? }` of a key of `messages` (ADR 0024: `code` is the key, `message` its text). */
export function errorBody(key: MessageKey, rest?: Record<string, unknown>) {
  return { message: messages[key], code: key, ...rest }
}
