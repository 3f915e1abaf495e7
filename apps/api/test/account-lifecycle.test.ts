// Longer than 300 lines on purpose: settings, export, closure and purge are one account's life cycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import {
  accountExportSchema,
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_MATCH_DEFAULTS,
  licenseSchema,
  messages,
  userSettingsResponseSchema,
} from '@courtside/contracts'
import {
  balls,
  licenses,
  matches,
  organizationMemberships,
  organizations,
  players,
  users,
} from '../src/db/schema/index.ts'
import { runScheduledJobs } from '../src/plugins/scheduled-jobs.ts'
import { purgeClosedAccounts } from '../src/modules/accounts/index.ts'
import { expireLapsedLicenses } from '../src/modules/licenses/index.ts'
import { createTestApp, TEST_BILLING, type TestApp } from './support/test-app.ts'
import { bearer, logIn, signUp, TEST_PASSWORD } from './support/accounts.ts'
import { coach, createAthlete, createMatch, joinOrganization, matchBody, recordPoints } from './support/matches.ts'

let t: TestApp
let clock = new Date('2026-05-01T10:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, billing: TEST_BILLING })
})
afterAll(() => t?.close())

const DAY = 86_400_000
const remove = (token: string, confirm_email: unknown, password: unknown = TEST_PASSWORD) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v2/user/me',
    headers: bearer(token),
    payload: { confirm_email, password },
  })

describe('settings', () => {
  it('starts from the defaults and replaces each part whole; two parts saved at once both stay', async () => {
    const { token } = await signUp(t.app)
    const initial = await t.app.inject({ method: 'GET', url: '/api/v2/user/settings', headers: bearer(token) })
    expect(userSettingsResponseSchema.parse(initial.json()).settings).toEqual({
      match_defaults: DEFAULT_MATCH_DEFAULTS,
      email_preferences: DEFAULT_EMAIL_PREFERENCES,
    })
    const tennis = {
      ...DEFAULT_MATCH_DEFAULTS,
      sport: 'tennis',
      match_type: 'singles',
      golden_point: false,
      deciding_point_at_deuce: null,
    }
    const quiet = { organization_updates: false, billing_updates: true }
    const patch = (settings: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v2/user/settings', headers: bearer(token), payload: { settings } })
    const [a, b] = await Promise.all([patch({ match_defaults: tennis }), patch({ email_preferences: quiet })])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/user/settings', headers: bearer(token) })
    expect(after.json().settings).toEqual({ match_defaults: tennis, email_preferences: quiet })
  })

  it('refuses golden and star point together, unknown fields and a missing wrapper with 422', async () => {
    const { token } = await signUp(t.app)
    const bad = [
      { settings: { match_defaults: { ...DEFAULT_MATCH_DEFAULTS, star_point: true } } },
      { settings: { email_preferences: { organization_updates: true, billing_updates: true, spam: true } } },
      { match_defaults: DEFAULT_MATCH_DEFAULTS },
    ]
    for (const payload of bad) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v2/user/settings',
        headers: bearer(token),
        payload,
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().code).toBe('validationFailed')
    }
    const first = bad[0]!
    const golden = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/settings',
      headers: bearer(token),
      payload: first,
    })
    expect(golden.json().errors).toEqual({ 'match_defaults.star_point': [messages.goldenAndStarPoint] })
  })

  it('an admin who turned organization emails off gets no connect-request mail', async () => {
    const admin = await coach(t.app)
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/settings',
      headers: admin.headers,
      payload: { settings: { email_preferences: { organization_updates: false, billing_updates: true } } },
    })
    const organization = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${admin.organizationId}`,
      headers: admin.headers,
    })
    const subdomain = organization.json().organization.subdomain
    const before = t.mailbox.length
    const other = await coach(t.app)
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v2/organizations/connect_requests',
      headers: other.headers,
      payload: { subdomain },
    })
    expect(asked.statusCode).toBe(201)
    expect(t.mailbox.length).toBe(before)
  })
})

describe('export', () => {
  it('gives every athlete, match and point as JSON, and the points as CSV safe for spreadsheets', async () => {
    const c = await coach(t.app)
    await createAthlete(t.app, c.headers, { first_name: '=HYPERLINK("x")', last_name: 'Virta' })
    const match = await createMatch(t.app, c.headers, matchBody(c.organizationId, { title: 'Final, "day 2"' }))
    await recordPoints(t.db, match.id, [0, 1, 0])
    const other = await coach(t.app)
    await createMatch(t.app, other.headers, matchBody(other.organizationId, { title: 'Not mine' }))

    const json = await t.app.inject({ method: 'GET', url: '/api/v2/user/export', headers: c.headers })
    expect(json.statusCode).toBe(200)
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="courtside-export-2026-05-01\.json"$/)
    const data = accountExportSchema.strict().parse(json.json())
    expect(data.athletes.map((a) => a.first_name)).toContain('=HYPERLINK("x")')
    expect(data.matches.map((m) => m.title)).toEqual(['Final, "day 2"'])
    expect(data.matches[0]!.balls.map((b) => b.winner_team)).toEqual([0, 1, 0])

    const csv = await t.app.inject({ method: 'GET', url: '/api/v2/user/export/points.csv', headers: c.headers })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^match_id,match_title,match_created_at,point,server,winner_team,point_type/)
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain('"Final, ""day 2"""')

    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user/export' })).statusCode).toBe(401)
  })
})

describe('closing the account', () => {
  it('needs the e-mail typed exactly; a wrong one changes nothing', async () => {
    const { token } = await signUp(t.app)
    for (const wrong of ['someone@example.com', '', 42]) {
      const response = await remove(token, wrong)
      expect(response.statusCode).toBe(422)
      expect(response.json().code).toBe('validationFailed')
    }
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/v2/user/me', headers: bearer(token) })
    expect(missing.statusCode).toBe(422)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: bearer(token) })).statusCode,
    ).toBe(200)
  })

  it('closes at once, mails a confirmation, ends a running subscription, and sign-in is refused clearly', async () => {
    const { token, account, user } = await signUp(t.app)
    const checkout = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/user_license/create_checkout_session',
        headers: bearer(token),
      })
    ).json()
    await t.app.inject({
      method: 'POST',
      url: `${new URL(checkout.checkout_url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(
      licenseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers: bearer(token) })).json(),
      ).is_pro,
    ).toBe(true)

    const before = t.mailbox.length
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/user/me',
      headers: { ...bearer(token), 'accept-language': 'fi' },
      payload: { confirm_email: account.email, password: account.password },
    })
    expect(response.statusCode).toBe(204)
    const mail = t.mailbox.slice(before).find((m) => m.to === account.email && m.subject.includes('tili'))
    expect(mail?.subject).toBe('Courtside-tilisi on suljettu')
    expect(mail?.text).toContain('2026-05-31')
    const row = (await t.db.select().from(licenses).where(eq(licenses.userId, user.id)))[0]!
    expect(row).toMatchObject({ licenseType: 'free', subscriptionId: null })
    const login = await logIn(t.app, { email: account.email, password: account.password })
    expect(login.statusCode).toBe(403)
    expect(login.json().code).toBe('accountClosed')
  })
})

describe('the purge, 30 days after closing', () => {
  it('deletes the account and its own things, hands organization matches to the club, keeps the club', async () => {
    clock = new Date('2026-05-01T10:00:00Z')
    const leaver = await coach(t.app)
    const club = await coach(t.app) // the club's superadmin (its personal organization is the club here)
    await joinOrganization(t.db, leaver.userId, club.organizationId, 'admin')
    const shared = await createAthlete(t.app, leaver.headers, {
      first_name: 'Aino',
      last_name: 'Lahti',
      can_save_games: true,
    })
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/v2/organizations/${club.organizationId}/players`,
      headers: leaver.headers,
      payload: { player_id: shared.id },
    })
    expect(share.statusCode).toBeLessThan(300)
    const clubMatch = await createMatch(
      t.app,
      leaver.headers,
      matchBody(club.organizationId, {
        pairs: [
          { players: [{ player_id: shared.id }, { name: 'Bea Blanco' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
      }),
    )
    await recordPoints(t.db, clubMatch.id, [0, 0, 1])
    const ownMatch = await createMatch(t.app, leaver.headers, matchBody(leaver.organizationId))
    const email = (await t.db.select().from(users).where(eq(users.id, leaver.userId)))[0]!.email
    expect((await remove(leaver.token, email)).statusCode).toBe(204)

    clock = new Date(Date.parse('2026-05-01T10:00:00Z') + 29 * DAY)
    expect((await runScheduledJobs(t.app.ctx)).purged).not.toContain(leaver.userId)

    clock = new Date(Date.parse('2026-05-01T10:00:00Z') + 30 * DAY + 60_000)
    const { purged } = await runScheduledJobs(t.app.ctx)
    expect(purged).toContain(leaver.userId)
    expect(await t.db.select().from(users).where(eq(users.id, leaver.userId))).toEqual([])
    const kept = (await t.db.select().from(matches).where(eq(matches.id, clubMatch.id)))[0]
    expect(kept?.userId).toBe(club.userId)
    expect(await t.db.select().from(balls).where(eq(balls.matchId, clubMatch.id))).toHaveLength(3)
    expect((await t.db.select().from(players).where(eq(players.id, shared.id)))[0]?.userId).toBe(club.userId)
    expect(await t.db.select().from(matches).where(eq(matches.id, ownMatch.id))).toEqual([])
    expect(await t.db.select().from(organizations).where(eq(organizations.id, leaver.organizationId))).toEqual([])
    expect(await t.db.select().from(organizations).where(eq(organizations.id, club.organizationId))).toHaveLength(1)
  })

  it('a club whose last superadmin leaves gets its longest-standing member as superadmin, with the matches', async () => {
    clock = new Date('2026-05-01T10:00:00Z')
    const owner = await coach(t.app)
    const member = await coach(t.app)
    await joinOrganization(t.db, member.userId, owner.organizationId, 'coach')
    const match = await createMatch(t.app, owner.headers, matchBody(owner.organizationId))
    const email = (await t.db.select().from(users).where(eq(users.id, owner.userId)))[0]!.email
    expect((await remove(owner.token, email)).statusCode).toBe(204)
    clock = new Date(Date.parse('2026-05-01T10:00:00Z') + 31 * DAY)
    expect((await runScheduledJobs(t.app.ctx)).purged).toContain(owner.userId)
    const [membership] = await t.db
      .select()
      .from(organizationMemberships)
      .where(eq(organizationMemberships.organizationId, owner.organizationId))
    expect(membership).toMatchObject({ userId: member.userId, role: 'superadmin' })
    expect((await t.db.select().from(matches).where(eq(matches.id, match.id)))[0]?.userId).toBe(member.userId)
  })

  it('two purges at once purge each account once', async () => {
    clock = new Date('2026-05-01T10:00:00Z')
    const closed: number[] = []
    for (let i = 0; i < 4; i++) {
      const { token, account, user } = await signUp(t.app)
      await remove(token, account.email)
      closed.push(user.id)
    }
    clock = new Date(Date.parse('2026-05-01T10:00:00Z') + 31 * DAY)
    const [a, b] = await Promise.all([purgeClosedAccounts(t.db, clock), purgeClosedAccounts(t.db, clock)])
    const mine = [...a, ...b].filter((id) => closed.includes(id))
    expect(mine.sort()).toEqual([...closed].sort())
    expect(await t.db.select().from(users).where(inArray(users.id, closed))).toEqual([])
  })
})

describe('the expiry job', () => {
  it('expires pro licences past their end date once, even run twice at once', async () => {
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const { user } = await signUp(t.app)
      await t.db
        .update(licenses)
        .set({ licenseType: 'pro', status: i === 0 ? 'cancelled' : 'active', endDate: '2026-06-01' })
        .where(eq(licenses.userId, user.id))
      ids.push(user.id)
    }
    expect(
      (await expireLapsedLicenses(t.db, new Date('2026-06-01T23:59:00Z'))).filter((id) => ids.includes(id)),
    ).toEqual([])
    const at = new Date('2026-06-02T00:01:00Z')
    const [a, b] = await Promise.all([expireLapsedLicenses(t.db, at), expireLapsedLicenses(t.db, at)])
    const mine = [...a, ...b].filter((id) => ids.includes(id))
    expect(mine.sort()).toEqual([...ids].sort())
    const rows = await t.db.select().from(licenses).where(inArray(licenses.userId, ids))
    expect(rows.every((r) => r.status === 'expired')).toBe(true)
  })
})

const onPostgres = Boolean(process.env.DATABASE_URL?.trim())
describe.skipIf(!onPostgres)(
  'two API instances run the jobs at once (needs DATABASE_URL: PGlite is one process)',
  () => {
    it('each lapsed licence expires once and each closed account is purged once', async () => {
      const second = await createTestApp({ now: () => clock }, { sharedDatabaseUrl: t.databaseUrl! })
      try {
        clock = new Date('2026-07-01T10:00:00Z')
        const closed: number[] = []
        const lapsed: number[] = []
        for (let i = 0; i < 3; i++) {
          const a = await signUp(t.app)
          await remove(a.token, a.account.email)
          closed.push(a.user.id)
          const b = await signUp(second.app)
          await t.db
            .update(licenses)
            .set({ licenseType: 'pro', status: 'active', endDate: '2026-07-15' })
            .where(eq(licenses.userId, b.user.id))
          lapsed.push(b.user.id)
        }
        clock = new Date('2026-08-05T10:00:00Z')
        const [one, two] = await Promise.all([runScheduledJobs(t.app.ctx), runScheduledJobs(second.app.ctx)])
        const expired = [...one.expired, ...two.expired].filter((id) => lapsed.includes(id))
        const purged = [...one.purged, ...two.purged].filter((id) => closed.includes(id))
        expect(expired.sort()).toEqual([...lapsed].sort())
        expect(purged.sort()).toEqual([...closed].sort())
      } finally {
        await second.close()
      }
    })
  },
)
