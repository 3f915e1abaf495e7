import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { holdUpdatesWhileRecording, offerUpdate } from '@/lib/app-update'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { rememberUser } from '@/lib/device-data'
import { outboxFor, resetOutboxes, storageKey } from '@/features/scoring/lib/outbox'
import { startOutboxSync } from '@/features/scoring/lib/outbox-sync'
import { aLicense, aUser, json, mockApi, TOKEN } from './api-mock'
import { renderApp } from './render-app'
import { aWaitingPoint } from './scoring-fixtures'
import { AppProvider } from './test-provider'

// ADR 0038, what the app does around the recorder when the network is gone.

afterEach(() => {
  resetOutboxes()
})

describe('starting with no network', () => {
  it('keeps the user this device last confirmed when the check of the token cannot reach the server', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    rememberUser(aUser())
    mockApi({
      'GET /api/v2/user/me.json': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/v2/user_license/current': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Welcome, Iida!' })).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN)
  })

  // Sent once signed in again: legal-promises.test.tsx follows them to the server.
  it('still ends the session on a 401, remembered user or not, keeping the points waiting to be sent', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    rememberUser(aUser())
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    mockApi({ 'GET /api/v2/user/me.json': () => json({ message: 'Token expired' }, { status: 401 }) })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem('courtside.user')).toBeNull()
    // Set aside for the account that recorded them (unsent-points-owner.test.tsx follows them).
    expect(localStorage.getItem(`${storageKey(9)}.u${aUser().id}`)).not.toBeNull()
  })

  it('without a remembered user a network failure shows the login, keeping the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({ 'GET /api/v2/user/me.json': () => Promise.reject(new TypeError('Failed to fetch')) })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN)
  })
})

describe('signing out with changes waiting', () => {
  it('asks first; staying keeps them, signing out removes them and the remembered user', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    const { requests } = mockApi({
      'GET /api/v2/user/me.json': () => json(aUser()),
      'GET /api/v2/user_license/current': () => json(aLicense()),
      'POST /api/v2/matches/9/balls': () => Promise.reject(new TypeError('Failed to fetch')),
      'DELETE /logout.json': () => new Response(null, { status: 204 }),
    })
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    const { router } = renderApp('/dashboard')
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('sign-out'))
    const dialog = await screen.findByTestId('sign-out-waiting')
    expect(dialog).toHaveTextContent('2 changes have not reached the server')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(requests.some((r) => r.path === '/logout.json')).toBe(false)
    expect(localStorage.getItem(storageKey(9))).not.toBeNull()

    await user.click(screen.getByTestId('sign-out'))
    await user.click(await screen.findByRole('button', { name: 'Sign out and lose them' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(storageKey(9))).toBeNull()
    expect(localStorage.getItem('courtside.user')).toBeNull()
  })
})

describe('draining every queue on the device', () => {
  it('sends the queues of matches not on screen at start, and again when the browser comes online', async () => {
    let online = false
    const sent: number[] = []
    outboxFor(5).enqueueBall(aWaitingPoint(), 0)
    resetOutboxes() // a reload: only localStorage remains
    const confirmed = vi.fn()
    const stop = startOutboxSync(
      {
        sendBall: async (matchId) => {
          if (!online) throw new TypeError('Failed to fetch')
          sent.push(matchId)
          return {}
        },
        sendUndo: async () => ({}),
        sendServer: async () => ({}),
      },
      (matchId) => ({ confirmed: () => confirmed(matchId) }),
    )
    await waitFor(() => expect(outboxFor(5).getSnapshot().failing).toBe(true))
    online = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(sent).toEqual([5]))
    expect(confirmed).toHaveBeenCalledWith(5)
    expect(localStorage.getItem(storageKey(5))).toBeNull()
    stop()
  })
})

describe('a new version of the app', () => {
  it('is offered only while no recorder is on screen, and taken on Reload', async () => {
    const apply = vi.fn(async () => {})
    // The app's providers show the prompt (AppUpdatePrompt) on every screen.
    render(<AppProvider>{null}</AppProvider>)
    let release!: () => void
    act(() => {
      release = holdUpdatesWhileRecording()
      offerUpdate(apply)
    })
    expect(screen.queryByTestId('app-update')).not.toBeInTheDocument()
    act(() => release())
    expect(await screen.findByTestId('app-update')).toHaveTextContent('A new version of Courtside is ready.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }))
    expect(apply).toHaveBeenCalledTimes(1)
  })
})
