import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { outboxFor, resetOutboxes, storageKey } from '@/features/scoring/lib/outbox'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { rememberUser } from '@/lib/device-data'
import { aLicense, aUser, json, mockApi, TOKEN, type MockRequest } from './api-mock'
import { renderApp } from './render-app'
import { aMatch as aRecorderMatch, aWaitingPoint, fakeMatchServer } from './scoring-fixtures'

// Unsent points belong to the account that recorded them (ADR 0072): a shared club tablet where one coach's session
// ran out must not hand that coach's points to the next coach who signs in.

afterEach(() => {
  resetOutboxes()
})

const iida = aUser({ id: 7, email: 'iida@example.com' })
const kalle = aUser({ id: 8, email: 'kalle@example.com', first_name: 'Kalle' })
const tokenOf = (email: string) => `token.of.${email}`

async function signIn(email: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), 'secret123')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe("a coach's unsent points after the session ran out", () => {
  it('are neither sent nor shown by the next coach who signs in here, survive their sign-out, and go when their coach signs in', async () => {
    // Iida recorded a point offline on this device; a week later her stored session is refused.
    rememberUser(iida)
    const point = aWaitingPoint()
    outboxFor(9).enqueueBall(point, 0)
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    const iidasMatch = fakeMatchServer(aRecorderMatch({ id: 9 }))
    const kallesMatch = fakeMatchServer(aRecorderMatch({ id: 5 }))
    const whoIs = (request: MockRequest) =>
      [iida, kalle].find((u) => request.headers.authorization === `Bearer ${tokenOf(u.email)}`)
    const { requests } = mockApi({
      'GET /api/v2/user/me.json': (request) => {
        const user = whoIs(request)
        return user ? json(user) : json({ message: 'Token expired' }, { status: 401 })
      },
      'GET /api/v2/user_license/current': () => json(aLicense()),
      'POST /login.json': (request) => {
        const email = (request.body as { user: { email: string } }).user.email
        const user = [iida, kalle].find((u) => u.email === email)!
        return json(
          { user: { email, name: user.first_name } },
          { headers: { Authorization: `Bearer ${tokenOf(email)}` } },
        )
      },
      'DELETE /logout.json': () => new Response(null, { status: 204 }),
      ...iidasMatch.handlers,
      ...kallesMatch.handlers,
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const parked = `${storageKey(9)}.u${iida.id}`
    expect(localStorage.getItem(storageKey(9))).toBeNull()
    expect(localStorage.getItem(parked)).not.toBeNull()

    // Kalle signs in on the same device with a point of his own waiting: his is sent, Iida's is not, and his
    // sign-out asks nothing (none of his waits) and leaves hers.
    const kallesPoint = aWaitingPoint()
    outboxFor(5).enqueueBall(kallesPoint, 0)
    await signIn(kalle.email)
    await waitFor(() => expect(kallesMatch.ids).toEqual([kallesPoint.client_id]))
    expect(requests.some((r) => r.path === '/api/v2/matches/9/balls')).toBe(false)
    expect(outboxFor(9).getSnapshot().ops).toEqual([])
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('sign-out'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.queryByTestId('sign-out-waiting')).toBeNull()
    expect(localStorage.getItem(parked)).not.toBeNull()
    expect(requests.some((r) => r.path === '/api/v2/matches/9/balls')).toBe(false)

    // Iida signs in again: her point goes, with her token, once, and nothing of it is left on the device.
    await signIn(iida.email)
    await waitFor(() => expect(iidasMatch.ids).toEqual([point.client_id]))
    const sent = requests.filter((r) => r.method === 'POST' && r.path === '/api/v2/matches/9/balls')
    expect(sent.map((r) => r.headers.authorization)).toEqual([`Bearer ${tokenOf(iida.email)}`])
    await waitFor(() => expect(localStorage.getItem(storageKey(9))).toBeNull())
    expect(localStorage.getItem(parked)).toBeNull()
  })

  it('stay where they are when no account was remembered here (nothing to set them aside for)', async () => {
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({ 'GET /api/v2/user/me.json': () => json({ message: 'Token expired' }, { status: 401 }) })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(storageKey(9))).not.toBeNull()
  })
})
