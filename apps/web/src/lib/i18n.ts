import i18n, { type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { messages } from '@courtside/contracts'
import en from '@/locales/en.json'
import fi from '@/locales/fi.json'
import legalEn from '@/locales/legal.en.json'
import legalFi from '@/locales/legal.fi.json'

export const SUPPORTED_LANGUAGES = ['en', 'fi'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

/** SPEC §1 and §9: the language comes from the browser only; anything but Finnish gets English. */
export function detectLanguage(
  browserLanguage: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Language {
  return browserLanguage?.toLowerCase().startsWith('fi') ? 'fi' : 'en'
}

export const resources = {
  en: { translation: en, legal: legalEn },
  fi: { translation: fi, legal: legalFi },
} as const

/** Initialises i18next once with the browser's language and mirrors it on <html lang>. */
export function initI18n(language: Language = detectLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: SUPPORTED_LANGUAGES,
      ns: ['translation', 'legal'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
    })
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language)
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language
  return i18n
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
