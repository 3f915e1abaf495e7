import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n, initI18n } from '@/lib/i18n'
import { LANGUAGE_STORAGE_KEY, UNSAVED_LANGUAGE_STORAGE_KEY } from '@/lib/language-choice'
import { aUser, json, mockApi } from './api-mock'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// The language the coach chooses (docs/decisions/0070-chosen-language.md): picked in settings or on the sign-in
// page, kept on the device and on the account; the account's choice followed after signing in.

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY)
  localStorage.removeItem(UNSAVED_LANGUAGE_STORAGE_KEY)
  initI18n('en')
  vi.restoreAllMocks()
})

describe('choosing the language', () => {
  it('in settings: the page changes at once, the device and the account keep it, requests carry it', async () => {
    const user = userEvent.setup()
    const { requests } = signedIn({
      'GET /api/v2/user/settings': () => json({ settings: {} }),
      'PATCH /api/v2/user/me': (request) =>
        json(aUser({ locale: (request.body as { user: { locale: 'es' } }).user.locale })),
    })
    renderApp('/settings')
    const picker = await screen.findByLabelText('Language')
    await user.selectOptions(picker, 'es')
    expect(await screen.findByRole('heading', { name: 'Ajustes', level: 1 })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('es')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es')
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH' && r.path === '/api/v2/user/me')?.body).toEqual({
        user: { locale: 'es' },
      }),
    )
    await waitFor(() => expect(requests.at(-1)!.headers['accept-language']).toBe('es'))
  })

  it('after signing in, the account’s language is shown and remembered on this device', async () => {
    localStorage.setItem('courtside.token', 'header.payload.signature')
    mockApi({
      'GET /api/v2/user/me.json': () => json(aUser({ locale: 'es' })),
      'GET /api/v2/user/settings': () => json({ settings: {} }),
    })
    renderApp('/settings')
    expect(await screen.findByRole('heading', { name: 'Ajustes', level: 1 })).toBeInTheDocument()
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es')
    expect(i18n.language).toBe('es')
  })

  it('picked on the sign-in page, it is the newer choice and goes to the account at sign-in', async () => {
    const user = userEvent.setup()
    const { requests } = mockApi({
      'POST /login.json': () =>
        json(
          { user: { id: 1, email: 'iida@example.com', name: 'Iida Koski' } },
          {
            headers: { Authorization: 'Bearer header.payload.signature' },
          },
        ),
      'GET /api/v2/user/me.json': () => json(aUser({ locale: 'fi' })),
      'PATCH /api/v2/user/me': () => json(aUser({ locale: 'es' })),
      'GET /api/v2/dashboard': () => json({}),
    })
    renderApp('/login')
    await user.selectOptions(await screen.findByLabelText('Language'), 'es')
    await user.type(await screen.findByLabelText('Correo electrónico'), 'iida@example.com')
    await user.type(screen.getByLabelText('Contraseña'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH' && r.path === '/api/v2/user/me')?.body).toEqual({
        user: { locale: 'es' },
      }),
    )
    expect(i18n.language).toBe('es')
  })

  // A reload right after picking cuts the save (the browser cancels the page's requests), a lost network fails it;
  // the choice is then this account's newest and must not be lost to the account's older language (ADR 0082).
  it('in settings, a save that fails leaves the choice waiting for the account', async () => {
    const user = userEvent.setup()
    signedIn({
      'GET /api/v2/user/settings': () => json({ settings: {} }),
      'PATCH /api/v2/user/me': () => json({ error: 'unavailable' }, { status: 503 }),
    })
    renderApp('/settings')
    await user.selectOptions(await screen.findByLabelText('Language'), 'sv')
    expect(await screen.findByRole('heading', { name: 'Inställningar', level: 1 })).toBeInTheDocument()
    // Told in the language just picked, not the one the page had when the picker rendered.
    expect(await screen.findByText(/^Språket visas här/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Språk')).toBeEnabled())
    expect(JSON.parse(localStorage.getItem(UNSAVED_LANGUAGE_STORAGE_KEY)!)).toEqual({ user: 1, language: 'sv' })
  })

  it('a choice the account has not confirmed wins over its older language at the next start and is sent again', async () => {
    localStorage.setItem('courtside.token', 'header.payload.signature')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv')
    localStorage.setItem(UNSAVED_LANGUAGE_STORAGE_KEY, JSON.stringify({ user: 1, language: 'sv' }))
    const { requests } = mockApi({
      'GET /api/v2/user/me.json': () => json(aUser({ locale: 'es' })),
      'GET /api/v2/user/settings': () => json({ settings: {} }),
      'PATCH /api/v2/user/me': () => json(aUser({ locale: 'sv' })),
    })
    initI18n('sv')
    renderApp('/settings')
    expect(await screen.findByRole('heading', { name: 'Inställningar', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem(UNSAVED_LANGUAGE_STORAGE_KEY)).toBeNull())
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ user: { locale: 'sv' } }])
    expect(i18n.language).toBe('sv')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv')
  })

  it('another account’s unconfirmed choice is not this one’s: the account’s language is shown, nothing is sent', async () => {
    localStorage.setItem('courtside.token', 'header.payload.signature')
    localStorage.setItem(UNSAVED_LANGUAGE_STORAGE_KEY, JSON.stringify({ user: 2, language: 'sv' }))
    const { requests } = mockApi({
      'GET /api/v2/user/me.json': () => json(aUser({ locale: 'es' })),
      'GET /api/v2/user/settings': () => json({ settings: {} }),
    })
    renderApp('/settings')
    expect(await screen.findByRole('heading', { name: 'Ajustes', level: 1 })).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false)
    expect(JSON.parse(localStorage.getItem(UNSAVED_LANGUAGE_STORAGE_KEY)!)).toEqual({ user: 2, language: 'sv' })
  })
})
