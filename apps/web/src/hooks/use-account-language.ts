import { useEffect } from 'react'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { updateMeEndpoint } from '@/lib/api/update-me-endpoint'
import { useSession } from '@/lib/auth-session'
import { rememberUser } from '@/lib/device-data'
import { takePickedSignedOut } from '@/lib/language-choice'

/**
 * Saves a language picked on the sign-in pages to the account once the coach is signed in: it is their newest choice
 * (docs/decisions/0070-chosen-language.md). Otherwise the session has already shown the account's language
 * (lib/account-language.ts), and the picker saves later changes itself.
 */
export function useAccountLanguage() {
  const { status, user, setUser } = useSession()
  const id = user?.id
  const locale = user?.locale ?? null
  useEffect(() => {
    if (status !== 'authenticated' || id === undefined) return
    const picked = takePickedSignedOut()
    if (picked !== null && picked !== locale) {
      updateMeEndpoint()
        .then((endpoint) => callEndpoint(endpoint, { body: { user: { locale: picked } } }))
        .then((saved) => {
          rememberUser(saved)
          setUser(saved)
        })
        // Offline or refused: the device keeps the pick; the account is updated at the next pick.
        .catch(() => undefined)
    }
  }, [status, id, locale, setUser])
}

/** Mounted once inside the session: nothing to show. */
export function AccountLanguage() {
  useAccountLanguage()
  return null
}
