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
 * A language picked while signed out (on the sign-in pages) is the coach's newest choice: at sign-in it becomes that
 * account's unsaved choice (below), saved to the account instead of the account's older one being applied. Kept for
 * this page's life only.
 */
let picked: Locale | null = null
export const markPickedSignedOut = (language: Locale | null) => {
  picked = language
}
export function takePickedSignedOut(): Locale | null {
  const was = picked
  picked = null
  return was
}

/** A choice the account has not confirmed yet, with whose account it is: `{"user":12,"language":"sv"}`. */
export const UNSAVED_LANGUAGE_STORAGE_KEY = 'courtside.language.unsaved'

/**
 * A choice made for a signed-in account is written here before it is sent, and removed once the account has it: a
 * reload or a closed tab cuts the request, a lost connection fails it. Until then it is that account's newest choice:
 * it wins over the account's older language at the next start, which sends it again (ADR 0082).
 */
export function markUnsaved(userId: number, language: Locale): void {
  try {
    localStorage.setItem(UNSAVED_LANGUAGE_STORAGE_KEY, JSON.stringify({ user: userId, language }))
  } catch {
    // Not kept: the save in flight is the only try, as before.
  }
}

export function unsavedLanguage(userId: number): Locale | null {
  try {
    const stored = JSON.parse(localStorage.getItem(UNSAVED_LANGUAGE_STORAGE_KEY) ?? 'null') as {
      user?: unknown
      language?: unknown
    } | null
    return stored?.user === userId && isLocale(stored.language) ? stored.language : null
  } catch {
    return null
  }
}

/** The account has `language` now: a newer unsaved choice (another pick since) stays. */
export function markSaved(userId: number, language: Locale): void {
  if (unsavedLanguage(userId) !== language) return
  try {
    localStorage.removeItem(UNSAVED_LANGUAGE_STORAGE_KEY)
  } catch {
    // storage unavailable: nothing was kept
  }
}
