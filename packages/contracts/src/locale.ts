// No zod here: the guest's first screen (the language picker, boot) reads these before zod has arrived (ADR 0042).

/**
 * The languages Courtside speaks (docs/decisions/0070-chosen-language.md). English is the reference and the fallback.
 * A coach's choice is kept on the account (`users.locale`, null until chosen) and in the browser; without one the
 * browser's language decides.
 */
export const LOCALES = ['en', 'fi', 'es', 'sv'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value)

/** The first language of an Accept-Language header (or a browser's list) that we speak; else null. */
export function spokenLocaleOf(tags: string | readonly string[] | undefined): Locale | null {
  const list = typeof tags === 'string' ? tags.split(',') : (tags ?? [])
  // A header is bounded by the server's header limit; a list from a browser is a handful. Neither is read past 32.
  for (const part of list.slice(0, 32)) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0]
    if (isLocale(tag)) return tag
  }
  return null
}

/** The Intl locale each language formats dates, times and numbers with (British English: day before month, 24 h). */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', fi: 'fi-FI', es: 'es-ES', sv: 'sv-SE' }

/** The Intl locale for a language tag (an unknown one formats as English). */
export const intlLocaleOf = (language: string): string => INTL_LOCALES[isLocale(language) ? language : DEFAULT_LOCALE]
