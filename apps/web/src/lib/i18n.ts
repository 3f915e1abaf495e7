import i18n, { type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, messages, spokenLocaleOf, type Locale } from '@courtside/contracts'
import { chosenLanguage } from './language-choice'

export const SUPPORTED_LANGUAGES = LOCALES
export type Language = Locale

/**
 * The page's language (docs/decisions/0070-chosen-language.md): the one chosen on this device (or the account's,
 * remembered here when the coach signs in), else the first of the browser's languages we speak, else English.
 */
export function detectLanguage(
  browserLanguages: readonly string[] | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Language {
  return chosenLanguage() ?? spokenLocaleOf(browserLanguages) ?? DEFAULT_LOCALE
}

/** One language's texts (a locale JSON file). */
export type Translations = Record<string, unknown>

// Each language's texts are their own chunk: a page downloads its language only, and the legal texts only on the
// legal pages (first load).
const TRANSLATIONS: Record<Language, () => Promise<{ default: Translations }>> = {
  en: () => import('@/locales/en.json'),
  fi: () => import('@/locales/fi.json'),
  es: () => import('@/locales/es.json'),
  sv: () => import('@/locales/sv.json'),
}
const LEGAL_TEXTS: Record<Language, () => Promise<{ default: Translations }>> = {
  en: () => import('@/locales/legal.en.json'),
  fi: () => import('@/locales/legal.fi.json'),
  es: () => import('@/locales/legal.es.json'),
  sv: () => import('@/locales/legal.sv.json'),
}

export async function loadTranslations(language: Language): Promise<Translations> {
  return (await TRANSLATIONS[language]()).default
}

/**
 * Initialises i18next once (synchronously, with the texts given) and switches to `language`; mirrors it on
 * <html lang>. Texts given later are added to what is there.
 */
export function initI18n(language: Language = detectLanguage(), texts: Partial<Record<Language, Translations>> = {}) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: 'en',
      supportedLngs: SUPPORTED_LANGUAGES,
      ns: ['translation', 'legal'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
    })
  }
  for (const [lng, bundle] of Object.entries(texts)) i18n.addResourceBundle(lng, 'translation', bundle, true, true)
  if (i18n.language !== language) void i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
  return i18n
}

/**
 * Shows the app in another language: its texts are loaded first (and the legal texts, when a legal page has them
 * in the language before), so nothing flashes untranslated.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadTranslations(language), true, true)
  }
  if (i18n.hasResourceBundle(i18n.language, 'legal')) await loadLegalTexts(language)
  await i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** The legal pages' texts in the page's language, loaded by their routes before they render. */
export async function loadLegalTexts(language: Language = detectLanguage()): Promise<null> {
  if (!i18n.hasResourceBundle(language, 'legal')) {
    i18n.addResourceBundle(language, 'legal', (await LEGAL_TEXTS[language]()).default, true, true)
  }
  return null
}

const keyByMessage = new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key]))

/**
 * Contract texts (validation and API errors) arrive in English; a known one is shown in the user's language via
 * `messages.<key>`, anything else as it came.
 */
export function translateMessage(t: TFunction, message: string | undefined): string {
  if (!message) return ''
  const key = keyByMessage.get(message)
  return key ? t(`messages.${key}`, { defaultValue: message }) : message
}

export { i18n }
