import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { startSessionCheck } from '@/lib/auth-session'
import { returnPath } from '@/lib/return-path'
import { aLicense, aUser, json, mockApi, TOKEN } from './api-mock'
import { renderApp } from './render-app'

describe('session', () => {
  it('shows a loading screen while the stored token is checked, then the dashboard', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    mockApi({
      'GET /api/v2/user/me.json': async () => {
        await gate
        return json(aUser())
      },
      'GET /api/v2/user_license/current': () => json(aLicense()),
    })
    renderApp('/dashboard')
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument()
    release()
    expect(await screen.findByRole('heading', { name: 'Welcome, Iida!' })).toBeInTheDocument()
  })

  it('takes the check started as the app loaded (one request), unless the token changed before the first render', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    const { requests } = mockApi({
      'GET /api/v2/user/me.json': () => json(aUser()),
      'GET /api/v2/user_license/current': () => json(aLicense()),
    })
    const checks = () => requests.filter((r) => r.path === '/api/v2/user/me.json')
    startSessionCheck()
    expect(checks()).toHaveLength(1)
    const first = renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Welcome, Iida!' })).toBeInTheDocument()
    expect(checks()).toHaveLength(1)
    first.unmount()

    // Started for one token, another stored before the provider mounts: checked again with the new one.
    startSessionCheck()
    localStorage.setItem(TOKEN_STORAGE_KEY, 'other.token.value')
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Welcome, Iida!' })).toBeInTheDocument()
    expect(checks()).toHaveLength(3)
    expect(checks()[2]!.headers.authorization).toBe('Bearer other.token.value')
  })

  it('removes the token and goes to /login on a 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({
      'GET /api/v2/user/me.json': () => json({ message: 'Token expired' }, { status: 401, statusText: 'Unauthorized' }),
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it("removes the token when the message says 'unauthorized', whatever the status", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({ 'GET /api/v2/user/me.json': () => json({ message: 'Unauthorized access' }, { status: 403 }) })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it('keeps the token on other failures (the server may be down), but shows the login', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({ 'GET /api/v2/user/me.json': () => json({ message: 'Service unavailable' }, { status: 503 }) })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN)
  })

  it("fails a login without an Authorization header with 'No JWT token received'", async () => {
    mockApi({ 'POST /login.json': () => json({ user: { email: 'iida@example.com', name: 'Iida Koski' } }) })
    renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('No JWT token received')).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it('signs in: stores the token from the header, loads the user, lands on /dashboard with a toast', async () => {
    const { requests } = mockApi({
      'POST /login.json': () =>
        json(
          { user: { email: 'iida@example.com', name: 'Iida Koski' } },
          { headers: { Authorization: `Bearer ${TOKEN}` } },
        ),
      'GET /api/v2/user/me.json': () => json(aUser()),
      'GET /api/v2/user_license/current': () => json(aLicense()),
    })
    const { router } = renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN)
    expect(requests[0]?.body).toEqual({ user: { email: 'iida@example.com', password: 'secret123' } })
    expect(requests.find((r) => r.path === '/api/v2/user/me.json')?.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('after sign-in goes back to the page the guest was sent away from, and never off the app', async () => {
    mockApi({
      'POST /login.json': () =>
        json(
          { user: { email: 'iida@example.com', name: 'Iida Koski' } },
          { headers: { Authorization: `Bearer ${TOKEN}` } },
        ),
      'GET /api/v2/user/me.json': () => json(aUser()),
      'GET /api/v2/user_license/current': () => json(aLicense()),
    })
    // A court's QR start opened by a guest: sent to sign in with the address to come back to.
    const { router } = renderApp('/settings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: '/settings' })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
    expect(returnPath({ from: '//evil.example/x' })).toBe('/dashboard')
    expect(returnPath({ from: '/\\evil.example' })).toBe('/dashboard')
    expect(returnPath({ from: 'https://evil.example' })).toBe('/dashboard')
    expect(returnPath({ from: '/login' })).toBe('/dashboard')
    expect(returnPath(null)).toBe('/dashboard')
  })

  it("shows 'Invalid credentials' style errors from the API as the login toast", async () => {
    mockApi({ 'POST /login.json': () => json({ message: 'Invalid credentials' }, { status: 401 }) })
    renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrongpass')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument()
  })

  it('puts a 422 organization error next to the organization field', async () => {
    const { requests } = mockApi({
      'POST /login.json': () =>
        json({ message: 'Validation failed', errors: { organization: ['No organization found'] } }, { status: 422 }),
    })
    renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.type(screen.getByLabelText(/Organization/), 'nope')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const field = screen.getByLabelText(/Organization/)
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription('No organization found')
    expect(requests[0]?.body).toEqual({
      user: { email: 'iida@example.com', password: 'secret123', organization: 'nope' },
    })
  })

  it('logs out even when the server call fails, clearing the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({
      'GET /api/v2/user/me.json': () => json(aUser()),
      'GET /api/v2/user_license/current': () => json(aLicense()),
      'DELETE /logout.json': () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    })
    const { router } = renderApp('/dashboard')
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('sign-out'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument()
  })

  it("says 'Successfully logged out' after a normal logout", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    const { requests } = mockApi({
      'GET /api/v2/user/me.json': () => json(aUser()),
      'GET /api/v2/user_license/current': () => json(aLicense()),
      'DELETE /logout.json': () => new Response(null, { status: 204 }),
    })
    const { router } = renderApp('/dashboard')
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('sign-out'))
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/logout.json')).toBe(true)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})
