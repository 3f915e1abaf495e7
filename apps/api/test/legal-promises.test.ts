// One test per promise the privacy policy and the terms (apps/web/src/locales/legal.{en,fi}.json) make about the API.
// Each test's name is the promise as the documents state it; the comment above it names the code that keeps it.
// When a test here fails, either the code broke a promise or the promise changed: fix the one that is wrong.
// Longer than 300 lines on purpose: the promises of one pair of documents, kept side by side.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { ACCOUNT_RETENTION_DAYS, accountExportSchema, createdApiKeySchema, messages } from '@courtside/contracts'
import {
  balls,
  licenseGameUsages,
  licenses,
  matches,
  matchPlayers,
  organizationApiKeys,
  organizationMemberships,
  organizations,
  passwordResetTokens,
  players,
  users,
} from '../src/db/schema/index.ts'
import { runScheduledJobs } from '../src/plugins/scheduled-jobs.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, logIn, signUp, TEST_PASSWORD, tokenOf } from './support/accounts.ts'
import {
  coach,
  createAthlete,
  createMatch,
  joinOrganization,
  matchBody,
  noRateLimits,
  recordPoints,
} from './support/matches.ts'

const DAY = 86_400_000
const START = Date.parse('2026-03-02T09:00:00Z')
/** The app's clock `days` after START (negative: before it). */
const at = (days: number) => new Date(START + days * DAY)

let clock = at(0)
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, rateLimits: noRateLimits(), appUrl: 'https://courtside.test' })
})
afterAll(() => t?.close())

type Coach = Awaited<ReturnType<typeof coach>>

async function emailOf(userId: number): Promise<string> {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row!.email
}

async function deleteAccount(person: Coach, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: '/api/v2/user/me',
    headers: { ...person.headers, ...headers },
    payload: { confirm_email: await emailOf(person.userId), password: TEST_PASSWORD },
  })
  expect(response.statusCode).toBe(204)
}

/** Runs the scheduled jobs (the purge among them) as the API does every few minutes, on the app's clock. */
async function purgeAt(days: number): Promise<number[]> {
  clock = at(days)
  return (await runScheduledJobs(t.app.ctx)).purged
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

/** A new session of a live account at the current clock (a token from 30 days ago has expired). */
async function signedIn(person: Coach): Promise<Record<string, string>> {
  const response = await logIn(t.app, { email: await emailOf(person.userId), password: TEST_PASSWORD })
  expect(response.statusCode).toBe(200)
  return bearer(tokenOf(response))
}

/** Moves a membership's join time, which decides who is senior in an organization. */
async function joinedAt(userId: number, organizationId: number, when: Date) {
  await t.db
    .update(organizationMemberships)
    .set({ createdAt: when })
    .where(and(eq(organizationMemberships.userId, userId), eq(organizationMemberships.organizationId, organizationId)))
}

async function newApiKey(admin: Coach) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/organizations/${admin.organizationId}/api_keys`,
    headers: admin.headers,
    payload: { api_key: { name: 'Court 1' } },
  })
  expect(response.statusCode).toBe(201)
  return createdApiKeySchema.parse(response.json()).api_key.key
}

async function shareAthlete(owner: Coach, organizationId: number, playerId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/organizations/${organizationId}/players`,
    headers: owner.headers,
    payload: { player_id: playerId },
  })
}

describe('sessions (privacy: security, cookies)', () => {
  // modules/auth/token-service.ts (exp = iat + config.jwtTtlSeconds) and plugins/auth.ts verifySessionToken.
  it('a session token is valid for at most 7 days', async () => {
    clock = at(0)
    const { token } = await signUp(t.app)
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number }
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60)
    clock = new Date(START + 7 * DAY - 1000)
    expect((await get('/api/v2/user/me.json', bearer(token))).statusCode).toBe(200)
    clock = at(7)
    expect((await get('/api/v2/user/me.json', bearer(token))).statusCode).toBe(401)
  })

  // modules/auth/auth-service.ts logout (the token's jti goes on the denylist) and verifySessionToken.
  it('a session token stops working when you sign out', async () => {
    clock = at(0)
    const { token } = await signUp(t.app)
    const out = await t.app.inject({ method: 'DELETE', url: '/logout.json', headers: bearer(token) })
    expect(out.statusCode).toBe(204)
    expect((await get('/api/v2/user/me.json', bearer(token))).statusCode).toBe(401)
  })
})

describe('deleting an account: what happens at once (privacy: how long we keep data; terms: termination)', () => {
  // modules/accounts/account-service.ts deleteMe → users.deleted_at; modules/auth/auth-service.ts login answers a
  // closed account 403 'accountClosed' until the purge; the purge leaves it alone before 30 days.
  it('a deleted account cannot be signed in to during the 30 days it is kept', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const email = await emailOf(person.userId)
    await deleteAccount(person)
    for (const day of [0, ACCOUNT_RETENTION_DAYS - 1]) {
      expect(await purgeAt(day)).not.toContain(person.userId)
      const login = await logIn(t.app, { email, password: TEST_PASSWORD })
      expect(login.statusCode, `day ${day}`).toBe(403)
      expect(login.json().code).toBe('accountClosed')
    }
    expect(ACCOUNT_RETENTION_DAYS).toBe(30)
  })

  // deleteMe → markUserDeleted (tokens_valid_after) refuses every session in plugins/auth.ts verifySessionToken;
  // modules/organizations/api-key-service.ts verifyApiKey accepts only a key whose creator is a live account.
  it('deleting signs you out on every device and stops the live scoreboard API keys you created', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const otherDevice = tokenOf(await logIn(t.app, { email: await emailOf(person.userId), password: TEST_PASSWORD }))
    const key = await newApiKey(person)
    const match = await createMatch(t.app, person.headers, matchBody(person.organizationId))
    expect((await get('/api/v2/user/me.json', bearer(otherDevice))).statusCode).toBe(200)
    expect((await get(`/api/v2/matches/${match.id}`, bearer(key))).statusCode).toBe(200)

    await deleteAccount(person)

    expect((await get('/api/v2/user/me.json', person.headers)).statusCode).toBe(401)
    expect((await get('/api/v2/user/me.json', bearer(otherDevice))).statusCode).toBe(401)
    expect((await get(`/api/v2/matches/${match.id}`, bearer(key))).statusCode).toBe(401)
  })

  // modules/auth/auth-service.ts: requestPasswordReset looks up live accounts only; resetPassword's updateUser
  // (modules/users/user-repository.ts) changes no closed account.
  it('a deleted account cannot reset its password: no link is sent and an earlier link no longer works', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const email = await emailOf(person.userId)
    const forgot = () =>
      t.app.inject({ method: 'POST', url: '/api/v2/auth/forgot_password', payload: { user: { email } } })
    await forgot()
    const link = /reset_password_token=([\w%-]+)/.exec(t.mailbox.at(-1)!.text)
    expect(t.mailbox.at(-1)!.to).toBe(email)
    await deleteAccount(person)

    const before = t.mailbox.length
    expect((await forgot()).statusCode).toBe(200)
    expect(t.mailbox.slice(before).filter((m) => m.to === email && m.subject.includes('Reset'))).toEqual([])
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/reset_password',
      payload: {
        user: {
          reset_password_token: decodeURIComponent(link![1]!),
          password: 'a-new-secret',
          password_confirmation: 'a-new-secret',
        },
      },
    })
    expect(reset.statusCode).toBe(422)
    expect(reset.json().code).toBe('resetTokenInvalid')
  })

  // modules/accounts/account-mail.ts accountClosedMail, sent by deleteMe whatever the e-mail preferences
  // (modules/users/user-settings.ts wantsEmail is not asked).
  it('a confirmation email naming the deletion date 30 days later is always sent, even with every email switched off', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/settings',
      headers: person.headers,
      payload: { settings: { email_preferences: { organization_updates: false, billing_updates: false } } },
    })
    expect(off.statusCode).toBe(200)
    const email = await emailOf(person.userId)
    const before = t.mailbox.length
    await deleteAccount(person)
    const mail = t.mailbox.slice(before).find((m) => m.to === email)
    expect(mail?.subject).toBe('Your Courtside account has been closed')
    expect(mail?.text).toContain(at(30).toISOString().slice(0, 10))
  })

  // ADR 0051: deleteMe → modules/matches/match-share.ts endShareLinksOf; the match access rule and the guests'
  // lookup ignore a closed owner. The purge hands the match over without its link.
  it('your matches are hidden from your organizations at once and their share links stop for good', async () => {
    clock = at(0)
    const club = await coach(t.app)
    const leaver = await coach(t.app)
    await joinOrganization(t.db, leaver.userId, club.organizationId, 'admin')
    const match = await createMatch(t.app, leaver.headers, matchBody(club.organizationId, { visibility: 'public' }))
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/share`,
      headers: leaver.headers,
    })
    const shareToken = share.json().share.token as string
    expect((await get(`/api/v2/matches/${match.id}`, club.headers)).statusCode).toBe(200)
    expect((await get(`/api/v2/live/${shareToken}`, {})).statusCode).toBe(200)

    await deleteAccount(leaver)

    expect((await get(`/api/v2/matches/${match.id}`, club.headers)).statusCode).toBe(404)
    expect((await get(`/api/v2/live/${shareToken}`, {})).statusCode).toBe(404)
    expect(await purgeAt(31)).toContain(leaver.userId)
    const clubNow = await signedIn(club)
    expect((await get(`/api/v2/matches/${match.id}`, clubNow)).statusCode).toBe(200)
    expect((await get(`/api/v2/live/${shareToken}`, {})).statusCode).toBe(404)
    expect((await get(`/api/v2/matches/${match.id}/share`, clubNow)).json()).toEqual({ share: null })
  })

  // ADR 0011: the unique index on lower(email) covers live accounts only (db/schema/users.ts), so
  // modules/accounts/account-service.ts registerUser accepts the address of a closed account.
  it('the same email address can sign up again at once, as a new, empty account', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const email = await emailOf(person.userId)
    await createMatch(t.app, person.headers, matchBody(person.organizationId))
    await deleteAccount(person)
    const again = await signUp(t.app, { email })
    expect(again.user.id).not.toBe(person.userId)
    const list = await get('/api/v2/matches', bearer(again.token))
    expect(list.json().matches).toEqual([])
  })
})

describe('deleting an account: the purge 30 days later (privacy: how long we keep data)', () => {
  // modules/accounts/account-purge-repository.ts purgeClosedAccounts deletes the user row; the foreign keys
  // (db/schema/*: ON DELETE CASCADE) take the rest; an organization nobody is left in is deleted with it.
  it('after 30 days the account, its settings, plan, own matches with their points, athletes, keys and reset links are deleted', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const email = await emailOf(person.userId)
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/settings',
      headers: person.headers,
      payload: { settings: { email_preferences: { organization_updates: false, billing_updates: true } } },
    })
    const athlete = await createAthlete(t.app, person.headers, { first_name: 'Aino', last_name: 'Lahti' })
    const own = await createMatch(t.app, person.headers, matchBody(person.organizationId))
    await recordPoints(t.db, own.id, [0, 1, 0])
    await newApiKey(person)
    await t.app.inject({ method: 'POST', url: '/api/v2/auth/forgot_password', payload: { user: { email } } })
    await deleteAccount(person)

    expect(await purgeAt(ACCOUNT_RETENTION_DAYS - 1)).not.toContain(person.userId)
    expect(await t.db.select().from(matches).where(eq(matches.id, own.id))).toHaveLength(1)

    clock = new Date(START + ACCOUNT_RETENTION_DAYS * DAY + 60_000)
    expect((await runScheduledJobs(t.app.ctx)).purged).toContain(person.userId)
    const id = person.userId
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([])
    expect(await t.db.select().from(licenses).where(eq(licenses.userId, id))).toEqual([])
    expect(await t.db.select().from(licenseGameUsages).where(eq(licenseGameUsages.userId, id))).toEqual([])
    expect(await t.db.select().from(players).where(eq(players.id, athlete.id))).toEqual([])
    expect(await t.db.select().from(matches).where(eq(matches.id, own.id))).toEqual([])
    expect(await t.db.select().from(balls).where(eq(balls.matchId, own.id))).toEqual([])
    expect(await t.db.select().from(organizationApiKeys).where(eq(organizationApiKeys.createdById, id))).toEqual([])
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toEqual([])
    expect(await t.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, id))).toEqual([])
    expect(await t.db.select().from(organizations).where(eq(organizations.id, person.organizationId))).toEqual([])
    // Nothing is left to recognise: the right password is now the plain 401 of an unknown address.
    expect((await logIn(t.app, { email, password: TEST_PASSWORD })).statusCode).toBe(401)
  })

  // account-purge-repository.ts handOverOrganizationMatches: the heir is a connected superadmin or admin of the
  // match's organization, superadmins first, then by join time; the athletes shared with that organization follow.
  it('a club match passes, with its points and the athletes shared with the club, to the superadmin who joined the club first', async () => {
    clock = at(0)
    const owner = await coach(t.app) // the club: the owner's organization
    const club = owner.organizationId
    const earlyAdmin = await coach(t.app)
    const laterSuperadmin = await coach(t.app)
    const leaver = await coach(t.app)
    await joinOrganization(t.db, earlyAdmin.userId, club, 'admin')
    await joinOrganization(t.db, laterSuperadmin.userId, club, 'superadmin')
    await joinOrganization(t.db, leaver.userId, club, 'admin')
    // An admin who joined before the owner, a superadmin after: only "superadmins first, then the first to join"
    // makes the owner the heir.
    await joinedAt(earlyAdmin.userId, club, at(-20))
    await joinedAt(owner.userId, club, at(-10))
    await joinedAt(laterSuperadmin.userId, club, at(-5))
    await joinedAt(leaver.userId, club, at(-2))

    const shared = await createAthlete(t.app, leaver.headers, {
      first_name: 'Aino',
      last_name: 'Lahti',
      can_save_games: true,
    })
    const unshared = await createAthlete(t.app, leaver.headers, {
      first_name: 'Eeva',
      last_name: 'Salo',
      can_save_games: true,
    })
    expect((await shareAthlete(leaver, club, shared.id)).statusCode).toBeLessThan(300)
    const clubMatch = await createMatch(
      t.app,
      leaver.headers,
      matchBody(club, {
        pairs: [
          { players: [{ player_id: shared.id }, { player_id: unshared.id }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
      }),
    )
    await recordPoints(t.db, clubMatch.id, [0, 0, 1])
    await deleteAccount(leaver)
    expect(await purgeAt(31)).toContain(leaver.userId)

    const opened = await get(`/api/v2/matches/${clubMatch.id}`, await signedIn(owner))
    expect(opened.statusCode).toBe(200)
    expect(opened.json().match).toMatchObject({ can_edit: true, points_count: 3 })
    expect((await t.db.select().from(matches).where(eq(matches.id, clubMatch.id)))[0]?.userId).toBe(owner.userId)
    expect(await t.db.select().from(balls).where(eq(balls.matchId, clubMatch.id))).toHaveLength(3)
    expect((await t.db.select().from(players).where(eq(players.id, shared.id)))[0]?.userId).toBe(owner.userId)
    // The athlete not shared with the club is deleted; the match keeps only the name shown in it.
    expect(await t.db.select().from(players).where(eq(players.id, unshared.id))).toEqual([])
    const slots = await t.db.select().from(matchPlayers).where(eq(matchPlayers.matchId, clubMatch.id))
    expect(slots.find((s) => s.name === 'Eeva Salo')?.playerId).toBeNull()
    expect(slots.find((s) => s.playerId === shared.id)).toBeDefined()
    expect(await t.db.select().from(organizations).where(eq(organizations.id, club))).toHaveLength(1)
  })

  // account-purge-repository.ts handOverOrganizationMatches, first statement: an organization whose last superadmin
  // leaves gets its longest-standing connected member (any role) as superadmin, who then inherits.
  it('if you were the last superadmin, the member who joined first is made superadmin and receives the matches', async () => {
    clock = at(0)
    const leaver = await coach(t.app)
    const org = leaver.organizationId
    const viewer = await coach(t.app)
    const later = await coach(t.app)
    await joinOrganization(t.db, viewer.userId, org, 'viewer')
    await joinOrganization(t.db, later.userId, org, 'coach')
    await joinedAt(viewer.userId, org, at(-6))
    await joinedAt(later.userId, org, at(-3))
    const match = await createMatch(t.app, leaver.headers, matchBody(org))
    await deleteAccount(leaver)
    expect(await purgeAt(31)).toContain(leaver.userId)

    const roles = await t.db
      .select({ userId: organizationMemberships.userId, role: organizationMemberships.role })
      .from(organizationMemberships)
      .where(eq(organizationMemberships.organizationId, org))
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: viewer.userId, role: 'superadmin' },
        { userId: later.userId, role: 'coach' },
      ]),
    )
    expect((await t.db.select().from(matches).where(eq(matches.id, match.id)))[0]?.userId).toBe(viewer.userId)
  })

  // handOverOrganizationMatches finds heirs only in organizations the leaver still has a membership of; leaving
  // (modules/organizations/organization-service.ts disconnect) ends it while the match stays the leaver's.
  it('matches linked to an organization you have left are deleted', async () => {
    clock = at(0)
    const club = await coach(t.app)
    const leaver = await coach(t.app)
    await joinOrganization(t.db, leaver.userId, club.organizationId, 'admin')
    const match = await createMatch(t.app, leaver.headers, matchBody(club.organizationId))
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/organizations/${club.organizationId}/membership`,
      headers: leaver.headers,
    })
    expect(left.statusCode).toBe(204)
    await deleteAccount(leaver)
    expect(await purgeAt(31)).toContain(leaver.userId)
    expect(await t.db.select().from(matches).where(eq(matches.id, match.id))).toEqual([])
    expect(await t.db.select().from(organizations).where(eq(organizations.id, club.organizationId))).toHaveLength(1)
  })
})

describe('your data and your athletes (privacy: your rights, athletes, match data; terms: plans)', () => {
  // routes → modules/accounts/account-export.ts readAccountExport, rendered as JSON and as the points' CSV.
  it('you can download your account details, settings, athletes and matches with every point as JSON, and your points as CSV', async () => {
    clock = at(0)
    const person = await coach(t.app)
    await createAthlete(t.app, person.headers, { first_name: 'Aino', last_name: 'Lahti' })
    const match = await createMatch(t.app, person.headers, matchBody(person.organizationId))
    await recordPoints(t.db, match.id, [0, 1])
    const json = await get('/api/v2/user/export', person.headers)
    expect(json.statusCode).toBe(200)
    const data = accountExportSchema.parse(json.json())
    expect(data.user.id).toBe(person.userId)
    expect(data.settings).toBeDefined()
    expect(data.athletes.map((a) => a.first_name)).toEqual(['Aino'])
    expect(data.matches.map((m) => m.balls.length)).toEqual([2])
    const csv = await get('/api/v2/user/export/points.csv', person.headers)
    expect(csv.statusCode).toBe(200)
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3)
  })

  // modules/organizations/organization-player-service.ts sharePlayer refuses an athlete without can_save_games.
  it('a coach cannot share an athlete with an organization without the permission to save their games marked', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const athlete = await createAthlete(t.app, person.headers, { first_name: 'Aino', last_name: 'Lahti' })
    const refused = await shareAthlete(person, person.organizationId, athlete.id)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ player_id: [messages.playerNeedsConsent] })
  })

  // modules/matches/balls/check-ball.ts: on a free match every field but FREE_BALL_FIELDS (contracts) is refused.
  it('shot type, shot speed, first or second serve and court positions are recorded in pro matches only', async () => {
    clock = at(0)
    const person = await coach(t.app)
    const match = await createMatch(t.app, person.headers, matchBody(person.organizationId, { license: 'free' }))
    const finisher = match.pairs[0]!.players[0]!.id
    const detail = { shot_type: 'smash', shot_speed: 'fast', serve: 'first', from: { x: 0.1, y: 0.2 } }
    for (const [field, value] of Object.entries(detail)) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v2/matches/${match.id}/balls`,
        headers: person.headers,
        payload: { ball: { client_id: randomUUID(), point_type: 'winner', finisher_id: finisher, [field]: value } },
      })
      expect(response.statusCode, field).toBe(422)
      expect(response.json().errors, field).toEqual({ [field]: [messages.freeMatchDetail] })
    }
    expect(
      await t.db
        .select()
        .from(balls)
        .where(inArray(balls.matchId, [match.id])),
    ).toEqual([])
  })
})
