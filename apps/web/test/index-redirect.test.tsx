import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { aLicense, aUser, json, mockApi, TOKEN } from './api-mock'
import { renderApp } from './render-app'

function signedIn(gate?: Promise<void>) {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
  return mockApi({
    'GET /api/v2/user/me.json': async () => {
      await gate
      return json(aUser())
    },
    'GET /api/v2/user_license/current': () => json(aLicense()),
  })
}

describe('the root path /', () => {
  it('sends a signed-in coach to the dashboard, replacing / in the history', async () => {
    signedIn()
    const { router } = renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Welcome, Iida!' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    // Back does not land on / again (which would only redirect once more).
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sends a guest on to the sign-in screen', async () => {
    const { requests } = mockApi({})
    const { router } = renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.historyAction).toBe('REPLACE')
    // Without a stored token nothing is asked of the server.
    expect(requests.filter((r) => r.path === '/api/v2/user/me.json')).toHaveLength(0)
  })

  it('shows the loading screen, not the sign-in form, while a stored token is being checked', async () => {
    let release!: () => void
    signedIn(new Promise<void>((resolve) => (release = resolve)))
    const { router } = renderApp('/')
    expect(await screen.findByTestId('loading-screen')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument()
    release()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(await screen.findByRole('heading', { name: 'Welcome, Iida!' })).toBeInTheDocument()
  })
})
