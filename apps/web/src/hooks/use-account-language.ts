import { useEffect } from 'react'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { updateMeEndpoint } from '@/lib/api/update-me-endpoint'
import { useSession } from '@/lib/auth-session'
import { rememberUser } from '@/lib/device-data'
import type { Locale, User } from '@courtside/contracts'
import { markSaved, markUnsaved, unsavedLanguage } from '@/lib/language-choice'

/**
 * Saves `language` to the account: kept on the device as unsaved until the account answers, so a cut or failed save
 * is sent again at the next start (ADR 0082). Resolves with the saved user, remembered on the device.
 */
export async function saveLanguageToAccount(userId: number, language: Locale): Promise<User> {
  markUnsaved(userId, language)
  const saved = await callEndpoint(await updateMeEndpoint(), { body: { user: { locale: language } } })
  markSaved(userId, language)
  rememberUser(saved)
  return saved
}

/**
 * Sends the coach's unsaved language choice once they are signed in (docs/decisions/0070 and 0082): one picked on the
 * sign-in pages (lib/account-language.ts makes it the account's at sign-in), or one whose save did not go through (a
 * reload cut it, the network failed). Otherwise the session has already shown the account's language, and the picker
 * saves later changes itself.
 */
export function useAccountLanguage() {
  const { status, user, setUser } = useSession()
  const id = user?.id
  const locale = user?.locale ?? null
  useEffect(() => {
    if (status !== 'authenticated' || id === undefined) return
    const unsaved = unsavedLanguage(id)
    if (unsaved === null) return
    if (unsaved === locale) {
      markSaved(id, unsaved)
      return
    }
    saveLanguageToAccount(id, unsaved)
      .then(setUser)
      // Offline or refused: the device keeps the choice and sends it again at the next start.
      .catch(() => undefined)
  }, [status, id, locale, setUser])
}

/** Mounted once inside the session: nothing to show. */
export function AccountLanguage() {
  useAccountLanguage()
  return null
}
