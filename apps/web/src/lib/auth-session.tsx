import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { User } from '@courtside/contracts'
import { callEndpoint } from './api/call-endpoint'
import { currentUserEndpoint } from './api/session-endpoints'
import { showAccountLanguage } from './account-language'
import { ApiError } from './api-error'
import { identifyUser, resetAnalytics } from './analytics'
import { getToken, removeToken, setToken } from './auth-token'
import { clearDeviceData, clearSessionData, rememberedUser, rememberUser } from './device-data'

// The socket's library is not in the guest's first download (ADR 0042): it loads beside the session check, so the
// socket still opens before the signed-in screens subscribe. Calls keep their order: each waits for the
// same module. A module that cannot load (no network, no offline copy) leaves the app without live updates.
const liveSocket = () => import('./socket').catch(() => null)
// Unsent points wait for the account that recorded them (lib/parked-queues); only the sign-in screens need this.
const parkedQueues = () => import('./parked-queues').catch(() => null)

/** What an account the server has just confirmed needs before its screens render: its language, its own queues. */
async function prepareSignedIn(user: User): Promise<void> {
  await showAccountLanguage(user)
  ;(await parkedQueues())?.unparkQueues(user.id)
}
function closeLiveSocket(): void {
  void liveSocket().then((socket) => socket?.closeLiveSocket())
}

export type SessionStatus = 'loading' | 'authenticated' | 'guest'

export interface Session {
  status: SessionStatus
  user: User | null
  /** Replaces the signed-in user, e.g. after a profile edit. */
  setUser: (user: User) => void
  /** Stores a fresh token, fetches the current user and identifies them (after login, signup or reset). */
  startSession: (token: string) => Promise<User>
  /** Signing out: forgets the token, the user and all the device kept offline. The caller clears cached queries. */
  endSession: () => void
}

export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  // The request goes out at once; its schema's chunk loads beside it.
  return callEndpoint(currentUserEndpoint, { signal })
}

/**
 * The stored token's check, started as the app loads (main.tsx) instead of from the first render's effect: on a phone
 * that effect waits behind the arriving screens' code, and every signed-in page waits for this answer. The first
 * SessionProvider takes it if the token is still the one it was started with.
 */
let earlyCheck: { token: string; user: Promise<User> } | null = null

export function startSessionCheck(): void {
  const token = getToken()
  if (!token) return
  const user = fetchCurrentUser()
  // Handled where it is taken; a check nobody takes must not be an unhandled rejection.
  user.catch(() => {})
  earlyCheck = { token, user }
  void liveSocket()
}

function takeSessionCheck(signal: AbortSignal): Promise<User> {
  const early = earlyCheck
  earlyCheck = null
  return early && early.token === getToken() ? early.user : fetchCurrentUser(signal)
}

/** A 401, or a message saying unauthorized, means the stored token is no good. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true
  return error instanceof Error && /unauthorized/i.test(error.message)
}

/** The request never got an answer (offline, DNS, connection reset): not a verdict on the token. */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0
}

/**
 * Ends the session on this device: the token, the remembered user and the kept matches (lib/device-data), the
 * analytics identity, and, when signing out (`'remove'`), the queues of unsent points. Signing out asks first when
 * points wait (app-sidebar), then removes everything.
 *
 * A token the server refuses at start (`'keep'`: expired after 7 days, or ended by a password reset or an account
 * deletion elsewhere) ends the session without asking, so the unsent points stay in localStorage, set aside for the
 * account that recorded them (lib/parked-queues): a coach who recorded offline and opens the app a week later never
 * loses them, and whoever signs in next on this device neither sends nor sees them. This narrows ADR 0038's "a 401
 * still signs out": the session ends, but it is not a sign-out. The points are sent with their own client_id once
 * their coach signs in again (app/live/outbox-sync drains every stored queue when the signed-in screens open), so the
 * server records each once; signing out removes them. The privacy policy's "cookies" section says so.
 */
function forgetSession(unsentPoints: 'remove' | 'keep'): void {
  closeLiveSocket()
  removeToken()
  if (unsentPoints === 'remove') clearDeviceData()
  else clearSessionData()
  resetAnalytics()
}

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: SessionStatus; user: User | null }>(() => ({
    status: getToken() ? 'loading' : 'guest',
    user: null,
  }))

  // On start, a stored token is checked by fetching the current user; the app shows a loading screen meanwhile.
  useEffect(() => {
    if (!getToken()) return
    const controller = new AbortController()
    Promise.all([takeSessionCheck(controller.signal), liveSocket()])
      .then(async ([user, socket]) => {
        await prepareSignedIn(user)
        if (controller.signal.aborted) return
        socket?.openLiveSocket(getToken())
        rememberUser(user)
        setState({ status: 'authenticated', user })
        identifyUser(user)
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return
        if (isUnauthorized(error)) {
          // Before the session's data goes: the queues are set aside for the account that recorded them.
          ;(await parkedQueues())?.parkQueues()
          forgetSession('keep')
        }
        // No network (ADR 0038): the user this device last confirmed, so a match opens offline. The socket opens
        // and reconnects on its own; a 401 at a later start ends the session as above, keeping the unsent points.
        const remembered = isNetworkFailure(error) ? await rememberedUser() : null
        const socket = remembered ? await liveSocket() : null
        if (controller.signal.aborted) return
        if (remembered) {
          socket?.openLiveSocket(getToken())
          setState({ status: 'authenticated', user: remembered })
          return
        }
        setState({ status: 'guest', user: null })
      })
    return () => {
      controller.abort()
      closeLiveSocket()
    }
  }, [])

  const setUser = useCallback((user: User) => setState({ status: 'authenticated', user }), [])

  const startSession = useCallback(async (token: string) => {
    setToken(token)
    try {
      const [user, socket] = await Promise.all([fetchCurrentUser(), liveSocket()])
      await prepareSignedIn(user)
      // The live socket opens once signed in, before the protected screens subscribe to it.
      socket?.openLiveSocket(token)
      rememberUser(user)
      setState({ status: 'authenticated', user })
      identifyUser(user)
      return user
    } catch (error) {
      removeToken()
      throw error
    }
  }, [])

  const endSession = useCallback(() => {
    forgetSession('remove')
    setState({ status: 'guest', user: null })
  }, [])

  const value = useMemo<Session>(
    () => ({ ...state, setUser, startSession, endSession }),
    [state, setUser, startSession, endSession],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

/** The signed-in user, for screens behind the protected route (which guarantees one). */
export function useCurrentUser(): User {
  const { user } = useSession()
  if (!user) throw new Error('useCurrentUser needs a signed-in user')
  return user
}
