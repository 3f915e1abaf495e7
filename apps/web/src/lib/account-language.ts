import type { User } from '@courtside/contracts'
import { i18n, switchLanguage } from './i18n'
import { markUnsaved, rememberLanguage, takePickedSignedOut, unsavedLanguage } from './language-choice'

/**
 * Shows the app in the signed-in coach's chosen language before their screens render
 * (docs/decisions/0070-chosen-language.md), so a fresh browser never flashes its own language first; remembered on
 * this device for the next start. A language picked on the sign-in page just before, or picked for this account
 * before a save that did not go through, is the newer choice and stays (the signed-in layout saves it to the account).
 * Texts that cannot load (offline) leave the page as it is.
 */
export async function showAccountLanguage(user: User): Promise<void> {
  const picked = takePickedSignedOut()
  if (picked !== null) markUnsaved(user.id, picked)
  if (user.locale === null || user.locale === i18n.language || unsavedLanguage(user.id) !== null) return
  rememberLanguage(user.locale)
  await switchLanguage(user.locale).catch(() => undefined)
}
