import { useEffect } from 'react'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { updateMeEndpoint } from '@/lib/api/update-me-endpoint'
import { useSession } from '@/lib/auth-session'
import { rememberUser } from '@/lib/device-data'
import { i18n, switchLanguage } from '@/lib/i18n'
import { rememberLanguage, takePickedSignedOut } from '@/lib/language-choice'

/**
 * Keeps the app in the signed-in coach's language (docs/decisions/0070-chosen-language.md): the account's choice is
 * applied and remembered on this device, so a fresh browser shows it after signing in; a language picked on the
 * sign-in pages just before is the newer choice and is saved to the account instead.
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
      return
    }
    if (locale !== null && locale !== i18n.language) {
      rememberLanguage(locale)
      void switchLanguage(locale)
    }
  }, [status, id, locale, setUser])
}

/** Mounted once inside the session: nothing to show. */
export function AccountLanguage() {
  useAccountLanguage()
  return null
}
