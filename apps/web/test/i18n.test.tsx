import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { matchRulesSchema, messages } from '@courtside/contracts'
import en from '@/locales/en.json'
import fi from '@/locales/fi.json'
import { detectLanguage, i18n, initI18n, translateMessage } from '@/lib/i18n'
import { LANGUAGE_STORAGE_KEY } from '@/lib/language-choice'
import { mockApi } from './api-mock'
import { renderApp } from './render-app'

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key))
}

describe('languages', () => {
  afterEach(() => {
    initI18n('en')
  })

  it('takes the first of the browser’s languages we speak, English for anything else', () => {
    expect(detectLanguage(['fi-FI'])).toBe('fi')
    expect(detectLanguage(['de-DE', 'sv-FI', 'fi'])).toBe('sv')
    expect(detectLanguage(['es-AR', 'en'])).toBe('es')
    expect(detectLanguage(['en-GB', 'fi'])).toBe('en')
    expect(detectLanguage(['de-DE'])).toBe('en')
    expect(detectLanguage(undefined)).toBe('en')
  })

  it('a language chosen on this device wins over the browser’s', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv')
    expect(detectLanguage(['fi-FI'])).toBe('sv')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon')
    expect(detectLanguage(['fi-FI'])).toBe('fi')
    localStorage.removeItem(LANGUAGE_STORAGE_KEY)
  })

  it("renders the login in Finnish when the browser's first language is 'fi-FI', and sets <html lang>", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI', 'en'])
    initI18n()
    mockApi({})
    renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään' })).toBeInTheDocument()
    expect(screen.getByLabelText('Sähköposti')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('fi')
    expect(i18n.language).toBe('fi')
  })

  it('has every English key in Finnish, and nothing extra', () => {
    expect(leafKeys(fi).sort()).toEqual(leafKeys(en).sort())
  })

  it('keeps the English contract texts identical to packages/contracts messages', () => {
    for (const [key, text] of Object.entries(en.messages)) {
      expect(messages[key as keyof typeof messages], key).toBe(text)
    }
  })

  it('has an English and a Finnish text for every API message, so an error code is never shown untranslated', () => {
    for (const key of Object.keys(messages)) {
      expect(en.messages[key as keyof typeof en.messages], `en ${key}`).toBe(messages[key as keyof typeof messages])
      expect(fi.messages[key as keyof typeof fi.messages], `fi ${key}`).toEqual(expect.any(String))
    }
  })

  it("shows a value that misses a contract schema in the page's language, not in the schema library's English", async () => {
    // No error map passed: the web app set the contracts' one for every parse when it loaded its texts.
    const result = matchRulesSchema.safeParse({ golden_point: 'yes' })
    const text = result.error?.issues.find((issue) => issue.path[0] === 'golden_point')?.message
    expect(text).toBe(messages.notTrueOrFalse)
    await i18n.changeLanguage('fi')
    expect(translateMessage(i18n.t, text)).toBe('Valitse kyllä tai ei (true tai false)')
  })

  it('has an English text for every toast in the messages', () => {
    for (const key of [
      'welcomeBack',
      'accountCreated',
      'passwordResetSuccess',
      'loggedOut',
      'invalidCredentials',
      'failedToCreateAccount',
      'failedToSendResetEmail',
      'failedToResetPassword',
      'somethingWentWrong',
      'failedToLoadLicense',
    ] as const) {
      expect(en.messages[key]).toBe(messages[key])
    }
  })
})
