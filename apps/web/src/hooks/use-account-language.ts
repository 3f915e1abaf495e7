import { useEffect } from 'react'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { updateMeEndpoint } from '@/lib/api/update-me-endpoint'
import { useSession } from '@/lib/auth-session'
import { rememberUser } from '@/lib/device-data'
import { markSaved, markUnsaved, takePickedSignedOut, unsavedLanguage } from '@/lib/language-choice'

/**
 * Saves the coach's newest language choice to the account once they are signed in (docs/decisions/0070 and 0082):
 * one picked on the sign-in pages, or one picked for this account whose save did not go through (a reload cut it,
 * the network failed). Otherwise the session has already shown the account's language (lib/account-language.ts),
 * and the picker saves later changes itself.
 */
export function useAccountLanguage() {
  const { status, user, setUser } = useSession()
  const id = user?.id
  const locale = user?.locale ?? null
  useEffect(() => {
    if (status !== 'authenticated' || id === undefined) return
    const picked = takePickedSignedOut()
    if (picked !== null) markUnsaved(id, picked)
    const unsaved = unsavedLanguage(id)
    if (unsaved === null) return
    if (unsaved === locale) {
      markSaved(id, unsaved)
      return
    }
    updateMeEndpoint()
      .then((endpoint) => callEndpoint(endpoint, { body: { user: { locale: unsaved } } }))
      .then((saved) => {
        markSaved(id, unsaved)
        rememberUser(saved)
        setUser(saved)
      })
      // Offline or refused: the device keeps the choice and sends it again at the next start.
      .catch(() => undefined)
  }, [status, id, locale, setUser])
}

/** Mounted once inside the session: nothing to show. */
export function AccountLanguage() {
  useAccountLanguage()
  return null
}
