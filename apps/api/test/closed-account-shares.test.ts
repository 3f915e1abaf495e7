import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { matches, users } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, newSharedMatch, type TestCoach } from './support/balls.ts'
import { guestConsumer } from './support/live-clients.ts'
import { TEST_PASSWORD } from './support/accounts.ts'
import { joinOrganization } from './support/matches.ts'

// ADR 0051: a closed account's public matches and links show nothing from the moment it closes; the matches stay
// (for the purge to hand the club's ones over).

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await createTestApp()
  baseUrl = await t.listen()
})
afterAll(() => t?.close())

const scoreboard = (token: string) => t.app.inject({ method: 'GET', url: `/api/v2/live/${token}` })

async function closeAccount(owner: TestCoach) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId))
  const response = await t.app.inject({
    method: 'DELETE',
    url: '/api/v2/user/me',
    headers: owner.headers,
    payload: { confirm_email: row!.email, password: TEST_PASSWORD },
  })
  expect(response.statusCode).toBe(204)
}

describe('a closed account', () => {
  it('ends its share links at once: the scoreboard JSON 404s, watching guests hear share_ended, none can subscribe', async () => {
    const owner = await newCoach(t.app)
    const { match, token } = await newSharedMatch(t.app, owner)
    expect((await scoreboard(token)).statusCode).toBe(200)
    const guest = await guestConsumer(baseUrl, token)
    try {
      await eventually(() => guest.state.connected, 5000, 'subscribed before closing')

      await closeAccount(owner)

      const gone = await scoreboard(token)
      expect(gone.statusCode).toBe(404)
      expect(gone.json()).toMatchObject({ code: 'notFound' })
      await eventually(
        () => guest.state.received.some((m) => (m as { type?: string }).type === 'share_ended'),
        5000,
        'share_ended after closing',
      )
      const late = await guestConsumer(baseUrl, token)
      try {
        await eventually(() => late.state.connected || late.state.rejected, 5000, 'subscription answered')
        expect(late.state.rejected).toBe(true)
      } finally {
        late.close()
      }
      // Kept for the purge's handover.
      expect(await t.db.select({ id: matches.id }).from(matches).where(eq(matches.id, match.id))).toHaveLength(1)
    } finally {
      guest.close()
    }
  })

  it('shows nothing through any link of its matches while it waits for the purge, however the link was made', async () => {
    const owner = await newCoach(t.app)
    const { token } = await newSharedMatch(t.app, owner)
    // Closed with its link still on the match (as a link made for it afterwards would be).
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.userId))
    expect((await scoreboard(token)).statusCode).toBe(404)
    const guest = await guestConsumer(baseUrl, token)
    try {
      await eventually(() => guest.state.connected || guest.state.rejected, 5000, 'subscription answered')
      expect(guest.state.rejected).toBe(true)
    } finally {
      guest.close()
    }
  })

  it('hides its matches from every other signed-in viewer at once: neither opened by id nor listed', async () => {
    const owner = await newCoach(t.app)
    const member = await newCoach(t.app)
    await joinOrganization(t.db, member.userId, owner.organizationId, 'admin')
    const match = await newMatch(t.app, owner, { license: 'free', visibility: 'public' })
    const open = (path = '') =>
      t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}${path}`, headers: member.headers })
    const listed = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/v2/matches', headers: member.headers })).json() as {
          matches: { id: number }[]
        }
      ).matches.map((m) => m.id)
    expect((await open()).statusCode).toBe(200)
    expect(await listed()).toContain(match.id)

    await closeAccount(owner)

    for (const path of ['', '/balls', '/stats']) {
      const gone = await open(path)
      expect(gone.statusCode, path).toBe(404)
      expect(gone.json()).toMatchObject({ code: 'notFound' })
    }
    expect(await listed()).not.toContain(match.id)
  })
})
