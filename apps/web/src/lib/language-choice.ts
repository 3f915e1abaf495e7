import { isLocale, type Locale } from '@courtside/contracts'

/**
 * The language chosen on this device (docs/decisions/0070-chosen-language.md): picked in settings or on the sign-in
 * pages, or the account's, remembered when the coach signs in. It outlives signing out, as the theme does.
 */
export const LANGUAGE_STORAGE_KEY = 'courtside.language'

export function chosenLanguage(): Locale | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLocale(stored) ? stored : null
  } catch {
    // Storage blocked (private mode, a policy): the browser's language decides.
    return null
  }
}

export function rememberLanguage(language: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Not kept on this device; the account still keeps it.
  }
}

/**
 * A language picked while signed out (on the sign-in pages) is the coach's newest choice: once they sign in it is
 * saved to the account instead of the account's older one being applied. Kept for this page's life only.
 */
let picked: Locale | null = null
export const markPickedSignedOut = (language: Locale | null) => {
  picked = language
}
export const pickedSignedOut = (): Locale | null => picked
export function takePickedSignedOut(): Locale | null {
  const was = picked
  picked = null
  return was
}
