import type { TFunction } from 'i18next'
import { messages, type MessageKey } from '@courtside/contracts'
import { ApiError, isOffline } from './api-error'

const isMessageKey = (code: string | null | undefined): code is MessageKey => !!code && Object.hasOwn(messages, code)

/** The stable code of a failed call (ADR 0024) when it is a key of the contracts' messages. */
export function errorCode(error: unknown): MessageKey | undefined {
  return error instanceof ApiError && isMessageKey(error.code) ? error.code : undefined
}

/** A stored code's text in the user's language ('' for none or one the app does not know). */
export function codeText(t: TFunction, code: string | null | undefined): string {
  return isMessageKey(code) ? t(`messages.${code}`) : ''
}

/**
 * What to tell the user about a failure (ADR 0024), decided on the code, never by looking the English message up:
 * - the text of the server's code in the user's language;
 * - "You are offline…" when no answer came;
 * - an answer without a code of ours (an empty body, a proxy's page): its status text as it came, which is what the
 *   product says a failed call is;
 * - else the text of `fallbackKey` (a full i18n key, e.g. 'messages.anErrorOccurred'), else ''.
 */
export function errorText(t: TFunction, error: unknown, fallbackKey?: string): string {
  const code = errorCode(error)
  if (code) return t(`messages.${code}`)
  if (isOffline(error)) return t('queryError.offline')
  if (error instanceof ApiError && error.message.trim()) return error.message
  return fallbackKey ? t(fallbackKey) : ''
}
