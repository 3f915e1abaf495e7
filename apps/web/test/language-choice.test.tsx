import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n, initI18n } from '@/lib/i18n'
import { LANGUAGE_STORAGE_KEY } from '@/lib/language-choice'
import { aUser, json, mockApi } from './api-mock'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// The language the coach chooses (docs/decisions/0070-chosen-language.md): picked in settings or on the sign-in
// page, kept on the device and on the account; the account's choice followed after signing in.

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY)
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
})
