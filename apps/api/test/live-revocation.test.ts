import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { bearer, logIn, signUp, tokenOf } from './support/accounts.ts'
import { confirmedConsumer } from './support/live-clients.ts'

// ADR 0022: a session that ends (logout, password reset, account deletion) closes its sockets through a
// session_ended notice, on every instance, not at the next poll. The poll runs once an hour here, so only the
// notice can close them; the waits are generous and assert on the close itself, not on how long it took.
const NO_POLL = 60 * 60 * 1000
const CLOSE_WAIT = 10_000
const onPostgres = Boolean(process.env.DATABASE_URL?.trim())

let t: TestApp
let baseUrl: string
const closers: (() => void)[] = []

beforeAll(async () => {
  t = await createTestApp({ liveSessionRecheckMs: NO_POLL })
  baseUrl = await t.listen()
})
afterAll(async () => {
  for (const close of closers) close()
  await t?.close()
})

const listening = (url: string, token: string) => confirmedConsumer(url, token, closers)

/** A user signed in twice (two tabs or devices): two tokens. */
async function userWithTwoSessions(app: TestApp['app']) {
  const { account, token, user } = await signUp(app)
  const second = await logIn(app, { email: account.email, password: account.password })
  expect(second.statusCode).toBe(200)
  return { account, user, first: token, second: tokenOf(second) }
}

describe('a session that ends closes its sockets at once (session_ended notice)', () => {
  it('logout closes the sockets of that token only', async () => {
    const u = await userWithTwoSessions(t.app)
    const gone = await listening(baseUrl, u.first)
    const kept = await listening(baseUrl, u.second)
    const out = await t.app.inject({ method: 'DELETE', url: '/logout.json', headers: bearer(u.first) })
    expect(out.statusCode).toBeLessThan(300)
    await eventually(() => gone.state.disconnects.length > 0, CLOSE_WAIT, 'the logged-out socket closed')
    expect(gone.state.disconnects[0]).toEqual({ willAttemptReconnect: false })
    // The other session of the same user is still signed in: its socket stays (checked after the first closed).
    await new Promise((r) => setTimeout(r, 200))
    expect(kept.state.disconnects).toEqual([])
  })

  it('a password reset closes every socket signed in before it; the new session keeps its socket', async () => {
    const u = await userWithTwoSessions(t.app)
    const a = await listening(baseUrl, u.first)
    const b = await listening(baseUrl, u.second)
    const before = t.mailbox.length
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot_password',
      payload: { user: { email: u.account.email } },
    })
    await eventually(() => t.mailbox.length > before, 5000, 'the reset mail')
    const resetToken = decodeURIComponent(/reset_password_token=([\w%-]+)/.exec(t.mailbox.at(-1)!.text)![1]!)
    // A token issued in the same second as the reset stays valid (whole-second iat): wait for the next second.
    await new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)))
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/reset_password',
      payload: {
        user: { reset_password_token: resetToken, password: 'newsecret1', password_confirmation: 'newsecret1' },
      },
    })
    expect(reset.statusCode).toBe(200)
    const fresh = await listening(baseUrl, tokenOf(reset))
    await eventually(
      () => a.state.disconnects.length > 0 && b.state.disconnects.length > 0,
      CLOSE_WAIT,
      'both old sockets closed',
    )
    expect(a.state.disconnects[0]).toEqual({ willAttemptReconnect: false })
    expect(b.state.disconnects[0]).toEqual({ willAttemptReconnect: false })
    expect(fresh.state.disconnects).toEqual([])
  })

  it('deleting the account closes all of its sockets, other users keep theirs', async () => {
    const u = await userWithTwoSessions(t.app)
    const other = await signUp(t.app)
    const a = await listening(baseUrl, u.first)
    const b = await listening(baseUrl, u.second)
    const bystander = await listening(baseUrl, other.token)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/user/me',
      headers: bearer(u.first),
      payload: { confirm_email: u.account.email, password: u.account.password },
    })
    expect(deleted.statusCode).toBeLessThan(300)
    await eventually(
      () => a.state.disconnects.length > 0 && b.state.disconnects.length > 0,
      CLOSE_WAIT,
      'the deleted account’s sockets closed',
    )
    expect(b.state.disconnects[0]).toEqual({ willAttemptReconnect: false })
    expect(bystander.state.disconnects).toEqual([])
  })
})

describe.skipIf(!onPostgres)('across instances (needs DATABASE_URL)', () => {
  it('a logout through instance A closes the socket held by instance B', async () => {
    const b = await createTestApp(
      { jwtSecret: t.config.jwtSecret, liveSessionRecheckMs: NO_POLL },
      { sharedDatabaseUrl: t.databaseUrl! },
    )
    try {
      const urlB = await b.listen()
      const u = await userWithTwoSessions(t.app)
      const onB = await listening(urlB, u.first)
      const keptOnB = await listening(urlB, u.second)
      const out = await t.app.inject({ method: 'DELETE', url: '/logout.json', headers: bearer(u.first) })
      expect(out.statusCode).toBeLessThan(300)
      await eventually(() => onB.state.disconnects.length > 0, CLOSE_WAIT, 'the socket on B closed')
      expect(onB.state.disconnects[0]).toEqual({ willAttemptReconnect: false })
      expect(keptOnB.state.disconnects).toEqual([])
    } finally {
      for (const close of closers.splice(0)) close()
      await b.close()
    }
  })
})
