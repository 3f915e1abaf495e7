import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { aLicense, aUser, json, mockApi, TOKEN } from './api-mock'
import { renderApp } from './render-app'

// The analytics library itself is the boundary here: what the app hands it is what leaves the browser.
const posthog = vi.hoisted(() => ({ init: vi.fn(), identify: vi.fn(), reset: vi.fn() }))
vi.mock('posthog-js', () => ({ default: posthog }))

const KEY = 'phc_test_key'

function account(overrides: Parameters<typeof aUser>[0] = {}) {
  return {
    'GET /api/v2/user/me.json': () => json(aUser(overrides)),
    'GET /api/v2/user_license/current': () => json(aLicense()),
  }
}

async function signIn() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret123')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

const loginAnswer = () =>
  json({ user: { email: 'iida@example.com', name: 'Iida Koski' } }, { headers: { Authorization: `Bearer ${TOKEN}` } })

// `init` is never cleared: it counts the loads over the whole file.
beforeEach(() => {
  posthog.identify.mockClear()
  posthog.reset.mockClear()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

// The first test must run before any with a key: the loaded client is kept for the page's life.
describe('analytics without a key', () => {
  it('loads nothing and identifies nobody', async () => {
    vi.stubEnv('VITE_POSTHOG_KEY', '')
    mockApi({ 'POST /login.json': loginAnswer, ...account() })
    const { router } = renderApp('/login')
    await signIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    await userEvent.setup().click(await screen.findByTestId('sign-out'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(posthog.init).not.toHaveBeenCalled()
    expect(posthog.identify).not.toHaveBeenCalled()
    expect(posthog.reset).not.toHaveBeenCalled()
  })
})

describe('analytics with a key', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_POSTHOG_KEY', KEY)
  })

  it('identifies the coach on sign-in by id, with the email and the account type only', async () => {
    mockApi({ 'POST /login.json': loginAnswer, ...account({ id: 7, coach_viewer: true }) })
    renderApp('/login')
    await signIn()
    await waitFor(() => expect(posthog.identify).toHaveBeenCalledTimes(1))
    expect(posthog.identify).toHaveBeenCalledWith('7', { email: 'iida@example.com', coach_viewer: true })
    expect(posthog.reset).not.toHaveBeenCalled()
  })

  it('starts the library on its own origin, redacting every event, keeping nothing on the device, without flags, recordings, surveys, tours or chat', async () => {
    mockApi({ 'POST /login.json': loginAnswer, ...account() })
    renderApp('/login')
    await signIn()
    await waitFor(() => expect(posthog.identify).toHaveBeenCalled())
    // Loaded once for the page's life: the sign-in of the test before this one loaded it, this one reused it.
    expect(posthog.init).toHaveBeenCalledTimes(1)
    const [key, options] = posthog.init.mock.calls[0] as [string, Record<string, unknown>]
    expect(key).toBe(KEY)
    expect(options).toMatchObject({
      api_host: `${window.location.origin}/ingest`,
      person_profiles: 'identified_only',
      advanced_disable_flags: true,
      disable_session_recording: true,
      disable_surveys: true,
      disable_product_tours: true,
      disable_conversations: true,
      persistence: 'memory',
      reuseAnonymousId: true,
    })
    const beforeSend = options.before_send as (event: unknown) => { properties: Record<string, unknown> }
    const sent = beforeSend({
      event: '$pageview',
      properties: { $current_url: 'https://courtside.example/live/shareS3cret' },
    })
    expect(JSON.stringify(sent)).not.toContain('shareS3cret')
  })

  it('identifies the coach whose stored token checks out when the app opens', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi(account({ id: 9 }))
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Welcome, Iida!' })).toBeInTheDocument()
    await waitFor(() => expect(posthog.identify).toHaveBeenCalledWith('9', expect.anything()))
  })

  it('resets on sign-out, so the next person on this device is not taken for the last', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({ ...account(), 'DELETE /logout.json': () => new Response(null, { status: 204 }) })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(posthog.identify).toHaveBeenCalled())
    expect(posthog.reset).not.toHaveBeenCalled()
    await userEvent.setup().click(await screen.findByTestId('sign-out'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(posthog.reset).toHaveBeenCalledTimes(1))
    // The device ID too: PostHog keeps it across a plain reset(), and every event carries it.
    expect(posthog.reset).toHaveBeenCalledWith(true)
  })

  it('does not identify anyone when the sign-in fails', async () => {
    mockApi({ 'POST /login.json': () => json({ message: 'Invalid credentials' }, { status: 401 }) })
    renderApp('/login')
    await signIn()
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument()
    expect(posthog.identify).not.toHaveBeenCalled()
  })
})
