// Longer than 300 lines on purpose: the whole connect-request life cycle (ask, approve, refuse, roles) in one place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import {
  connectRequestListSchema,
  connectRequestResponseSchema,
  messages,
  organizationDetailResponseSchema,
  organizationListSchema,
  organizationResponseSchema,
} from '@courtside/contracts'
import { organizationMemberships, organizationPlayers, organizations } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createAthlete, createMatch, matchBody, noRateLimits } from './support/matches.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
})
afterAll(async () => {
  await t?.close()
})

type Person = Awaited<ReturnType<typeof coach>>
const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  person: Person,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...person.headers, ...headers },
    ...(payload === undefined ? {} : { payload }),
  })

let n = 0
async function newClub(owner: Person, acceptLanguage = 'en') {
  n += 1
  const response = await inject(
    'POST',
    '/api/v2/organizations',
    owner,
    { organization: { name: `Tampere Padel ${n}`, subdomain: `tampere-padel-${n}` } },
    { 'accept-language': acceptLanguage },
  )
  expect(response.statusCode).toBe(201)
  return organizationResponseSchema.parse(response.json()).organization
}

const countRows = async () => ({
  organizations: Number((await t.db.select({ c: count() }).from(organizations))[0]!.c),
  memberships: Number((await t.db.select({ c: count() }).from(organizationMemberships))[0]!.c),
  players: Number((await t.db.select({ c: count() }).from(organizationPlayers))[0]!.c),
})

describe('POST /api/v2/organizations', () => {
  it('creates the organization with its creator as superadmin, and lists it', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    expect(club).toMatchObject({ role: 'superadmin', coach_status: 'connected', player_count: 0 })
    const list = organizationListSchema.parse((await inject('GET', '/api/v2/organizations', owner)).json())
    expect(list.organizations.map((o) => o.id)).toContain(club.id)
  })

  it.each([
    ['spaces', 'my club'],
    ['unicode', 'pädel-klubi'],
    ['upper case', 'MyClub'],
    ['300 characters', 'a'.repeat(300)],
    ['a leading dash', '-club'],
    ['one character', 'a'],
    ['a number', 42],
  ])('refuses a subdomain with %s: 422 on subdomain, nothing written', async (_what, subdomain) => {
    const owner = await coach(t.app)
    const before = await countRows()
    const response = await inject('POST', '/api/v2/organizations', owner, { organization: { name: 'X', subdomain } })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: messages.validationFailed,
      code: 'validationFailed',
      errors: { subdomain: [messages.subdomainInvalid] },
    })
    expect(await countRows()).toEqual(before)
  })

  it('refuses a taken subdomain (any case) with a clear message, and a missing name', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const before = await countRows()
    const taken = await inject('POST', '/api/v2/organizations', owner, {
      organization: { name: 'Again', subdomain: club.subdomain },
    })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({ subdomain: [messages.subdomainTaken] })
    const noName = await inject('POST', '/api/v2/organizations', owner, {
      organization: { name: '  ', subdomain: 'free-one' },
    })
    expect(noName.json().errors).toEqual({ name: [messages.organizationNameRequired] })
    const noWrapper = await inject('POST', '/api/v2/organizations', owner, { name: 'x', subdomain: 'free-two' })
    expect(noWrapper.statusCode).toBe(422)
    expect(await countRows()).toEqual(before)
  })
})

describe('connect requests', () => {
  it('request → admins emailed → approve → coach emailed (in Finnish), member with role coach', async () => {
    const owner = await coach(t.app, { first_name: 'Olli', last_name: 'Omistaja' })
    const club = await newClub(owner, 'fi-FI,fi;q=0.9')
    const joiner = await coach(t.app, { first_name: 'Jaana', last_name: 'Jäsen' })
    const before = t.mailbox.length
    const response = await inject(
      'POST',
      '/api/v2/organizations/connect_requests',
      joiner,
      { subdomain: club.subdomain.toUpperCase() },
      { 'accept-language': 'fi' },
    )
    expect(response.statusCode).toBe(201)
    const request = connectRequestResponseSchema.parse(response.json()).connect_request
    expect(request.organization.id).toBe(club.id)
    // The admin hears about it, in the language they created the club in.
    const toAdmin = t.mailbox.slice(before)
    expect(toAdmin).toHaveLength(1)
    expect(toAdmin[0]!.to).toMatch(/^coach/)
    expect(toAdmin[0]!.subject).toBe(`Jaana Jäsen pyytää liittyä organisaatioon ${club.name}`)
    expect(toAdmin[0]!.text).toContain(`/organizations/${club.id}`)

    const mine = organizationListSchema.parse((await inject('GET', '/api/v2/organizations', joiner)).json())
    expect(mine.organizations.find((o) => o.id === club.id)).toMatchObject({ coach_status: 'pending', role: 'coach' })
    // A pending requester is not a member yet.
    expect((await inject('GET', `/api/v2/organizations/${club.id}`, joiner)).statusCode).toBe(404)

    const pending = connectRequestListSchema.parse(
      (await inject('GET', `/api/v2/organizations/${club.id}/connect_requests`, owner)).json(),
    )
    expect(pending.connect_requests.map((r) => r.user.name)).toEqual(['Jaana Jäsen'])

    const afterRequest = t.mailbox.length
    const approved = await inject(
      'POST',
      `/api/v2/organizations/${club.id}/connect_requests/${request.id}/approve`,
      owner,
    )
    expect(approved.statusCode).toBe(204)
    const toCoach = t.mailbox.slice(afterRequest)
    expect(toCoach).toHaveLength(1)
    expect(toCoach[0]!.subject).toBe(`Olet nyt yhdistetty organisaatioon ${club.name}`)

    const detail = organizationDetailResponseSchema.parse(
      (await inject('GET', `/api/v2/organizations/${club.id}`, joiner)).json(),
    )
    expect(detail.organization.users.find((u) => u.name === 'Jaana Jäsen')).toMatchObject({ role: 'coach' })
    expect(detail.organization).toMatchObject({ role: 'coach', coach_status: 'connected' })

    // Deciding twice: the request is gone.
    const again = await inject('POST', `/api/v2/organizations/${club.id}/connect_requests/${request.id}/approve`, owner)
    expect(again.statusCode).toBe(404)
    // Dashboard counts the connection.
    const dashboard = await inject('GET', '/api/v2/dashboard', joiner)
    expect(dashboard.json().counts.organization_connections).toBe(2)
  })

  it('decline → coach emailed in English, request gone, the coach may ask again', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const joiner = await coach(t.app)
    const request = connectRequestResponseSchema.parse(
      (await inject('POST', '/api/v2/organizations/connect_requests', joiner, { subdomain: club.subdomain })).json(),
    ).connect_request
    const before = t.mailbox.length
    const declined = await inject(
      'POST',
      `/api/v2/organizations/${club.id}/connect_requests/${request.id}/decline`,
      owner,
    )
    expect(declined.statusCode).toBe(204)
    const mails = t.mailbox.slice(before)
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [expect.stringMatching(/^coach/), `Your request to join ${club.name} was declined`],
    ])
    const mine = organizationListSchema.parse((await inject('GET', '/api/v2/organizations', joiner)).json())
    expect(mine.organizations.some((o) => o.id === club.id)).toBe(false)
    const again = await inject('POST', '/api/v2/organizations/connect_requests', joiner, { subdomain: club.subdomain })
    expect(again.statusCode).toBe(201)
  })

  it('a second request while one is pending, or as a member, is 409; nothing written, no email', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const joiner = await coach(t.app)
    await inject('POST', '/api/v2/organizations/connect_requests', joiner, { subdomain: club.subdomain })
    const before = { rows: await countRows(), mails: t.mailbox.length }
    const twice = await inject('POST', '/api/v2/organizations/connect_requests', joiner, { subdomain: club.subdomain })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ message: messages.connectRequestPending, code: 'connectRequestPending' })
    const member = await inject('POST', '/api/v2/organizations/connect_requests', owner, { subdomain: club.subdomain })
    expect(member.statusCode).toBe(409)
    expect(member.json().message).toBe(messages.alreadyMember)
    expect({ rows: await countRows(), mails: t.mailbox.length }).toEqual(before)
  })

  it('two requests at the same moment: one 201, one 409', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const joiner = await coach(t.app)
    const both = await Promise.all([
      inject('POST', '/api/v2/organizations/connect_requests', joiner, { subdomain: club.subdomain }),
      inject('POST', '/api/v2/organizations/connect_requests', joiner, { subdomain: club.subdomain }),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
  })

  it("a non-admin cannot approve (403), and nobody approves another organization's request (404)", async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const otherOwner = await coach(t.app)
    const otherClub = await newClub(otherOwner)
    const member = await coach(t.app)
    const r1 = connectRequestResponseSchema.parse(
      (await inject('POST', '/api/v2/organizations/connect_requests', member, { subdomain: club.subdomain })).json(),
    ).connect_request
    await inject('POST', `/api/v2/organizations/${club.id}/connect_requests/${r1.id}/approve`, owner)
    const joiner = await coach(t.app)
    const r2 = connectRequestResponseSchema.parse(
      (await inject('POST', '/api/v2/organizations/connect_requests', joiner, { subdomain: club.subdomain })).json(),
    ).connect_request
    const mails = t.mailbox.length
    const byCoach = await inject('POST', `/api/v2/organizations/${club.id}/connect_requests/${r2.id}/approve`, member)
    expect(byCoach.statusCode).toBe(403)
    expect(byCoach.json().message).toBe(messages.organizationAdminOnly)
    // The other club's admin, naming their own club: the request is not theirs.
    const crossed = await inject(
      'POST',
      `/api/v2/organizations/${otherClub.id}/connect_requests/${r2.id}/approve`,
      otherOwner,
    )
    expect(crossed.statusCode).toBe(404)
    expect(t.mailbox.length).toBe(mails)
    const still = connectRequestListSchema.parse(
      (await inject('GET', `/api/v2/organizations/${club.id}/connect_requests`, owner)).json(),
    )
    expect(still.connect_requests.map((r) => r.id)).toEqual([r2.id])
  })

  it.each([
    ['an unknown subdomain', { subdomain: 'no-such-club' }, 404, messages.noOrganization],
    ['an empty subdomain', { subdomain: '' }, 422, messages.validationFailed],
    ['300 characters', { subdomain: 'x'.repeat(301) }, 422, messages.validationFailed],
    ['unicode', { subdomain: 'klubi-ä' }, 404, messages.noOrganization],
    ['no body', undefined, 422, messages.validationFailed],
  ])('a request for %s: clear 4xx, nothing written', async (_what, payload, status, message) => {
    const joiner = await coach(t.app)
    const before = await countRows()
    const response = await inject('POST', '/api/v2/organizations/connect_requests', joiner, payload)
    expect(response.statusCode).toBe(status)
    expect(response.json().message).toBe(message)
    expect(await countRows()).toEqual(before)
  })

  it.each([
    '/api/v2/organizations/0',
    '/api/v2/organizations/abc',
    '/api/v2/organizations/99999999999',
    '/api/v2/organizations/2147483647',
  ])('GET %s is 404', async (url) => {
    const someone = await coach(t.app)
    const response = await inject('GET', url, someone)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' })
  })

  it('role changes refuse unknown roles and people of another organization', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const outsider = await coach(t.app)
    const bad = await inject('PATCH', `/api/v2/organizations/${club.id}/members/${owner.userId}`, owner, {
      member: { role: 'emperor' },
    })
    expect(bad.statusCode).toBe(422)
    const foreign = await inject('PATCH', `/api/v2/organizations/${club.id}/members/${outsider.userId}`, owner, {
      member: { role: 'admin' },
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe(messages.memberNotFound)
    const removeForeign = await inject('DELETE', `/api/v2/organizations/${club.id}/members/${outsider.userId}`, owner)
    expect(removeForeign.statusCode).toBe(404)
  })
})

describe('shared athletes', () => {
  it('shares only consenting athletes of the coach, counts them, unshares them; a leaving coach takes them along', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const member = await coach(t.app)
    const r = connectRequestResponseSchema.parse(
      (await inject('POST', '/api/v2/organizations/connect_requests', member, { subdomain: club.subdomain })).json(),
    ).connect_request
    await inject('POST', `/api/v2/organizations/${club.id}/connect_requests/${r.id}/approve`, owner)

    const consenting = await createAthlete(t.app, member.headers, {
      first_name: 'Aino',
      last_name: 'Aalto',
      email: 'aino@example.com',
      can_save_games: true,
    })
    const noConsent = await createAthlete(t.app, member.headers, { first_name: 'Eino', can_save_games: false })
    const ownersAthlete = await createAthlete(t.app, owner.headers, { first_name: 'Olga', can_save_games: true })

    const before = await countRows()
    const refused = await inject('POST', `/api/v2/organizations/${club.id}/players`, member, {
      player_id: noConsent.id,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ player_id: [messages.playerNeedsConsent] })
    const notMine = await inject('POST', `/api/v2/organizations/${club.id}/players`, member, {
      player_id: ownersAthlete.id,
    })
    expect(notMine.statusCode).toBe(422)
    const junk = await inject('POST', `/api/v2/organizations/${club.id}/players`, member, { player_id: 'abc' })
    expect(junk.statusCode).toBe(422)
    expect(await countRows()).toEqual(before)

    const shared = await inject('POST', `/api/v2/organizations/${club.id}/players`, member, {
      player_id: consenting.id,
    })
    expect(shared.statusCode).toBe(201)
    expect(shared.json().player).toMatchObject({ name: 'Aino Aalto', email: 'aino@example.com' })
    const twice = await inject('POST', `/api/v2/organizations/${club.id}/players`, member, { player_id: consenting.id })
    expect(twice.statusCode).toBe(200)

    const listed = organizationListSchema.parse((await inject('GET', '/api/v2/organizations', owner)).json())
    expect(listed.organizations.find((o) => o.id === club.id)!.player_count).toBe(1)
    const detail = organizationDetailResponseSchema.parse(
      (await inject('GET', `/api/v2/organizations/${club.id}`, owner)).json(),
    )
    expect(detail.organization.players.map((p) => p.name)).toEqual(['Aino Aalto'])

    const unshared = await inject('DELETE', `/api/v2/organizations/${club.id}/players/${consenting.id}`, member)
    expect(unshared.statusCode).toBe(204)
    // Consent is untouched by unsharing.
    const athlete = await inject('GET', `/api/v2/players/${consenting.id}`, member)
    expect(athlete.json().player.can_save_games).toBe(true)

    await inject('POST', `/api/v2/organizations/${club.id}/players`, member, { player_id: consenting.id })
    expect((await inject('DELETE', `/api/v2/organizations/${club.id}/membership`, member)).statusCode).toBe(204)
    const after = organizationDetailResponseSchema.parse(
      (await inject('GET', `/api/v2/organizations/${club.id}`, owner)).json(),
    )
    expect(after.organization.players).toEqual([])
    expect(after.organization.player_count).toBe(0)
  })
})

describe('visibility before and after disconnect (ADR 0012)', () => {
  it("a member sees the club's internal match; after disconnect or removal it is 404 and gone from the list", async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const internal = await createMatch(t.app, owner.headers, matchBody(club.id, { visibility: 'internal' }))
    const listed = async (p: Person) =>
      ((await inject('GET', '/api/v2/matches', p)).json().matches as { id: number }[]).map((m) => m.id)

    for (const leave of ['disconnect', 'removal'] as const) {
      const member = await coach(t.app)
      expect((await inject('GET', `/api/v2/matches/${internal.id}`, member)).statusCode).toBe(404)
      const r = connectRequestResponseSchema.parse(
        (await inject('POST', '/api/v2/organizations/connect_requests', member, { subdomain: club.subdomain })).json(),
      ).connect_request
      // Pending is not membership.
      expect((await inject('GET', `/api/v2/matches/${internal.id}`, member)).statusCode).toBe(404)
      await inject('POST', `/api/v2/organizations/${club.id}/connect_requests/${r.id}/approve`, owner)
      expect((await inject('GET', `/api/v2/matches/${internal.id}`, member)).statusCode).toBe(200)
      expect(await listed(member)).toContain(internal.id)

      const gone =
        leave === 'disconnect'
          ? await inject('DELETE', `/api/v2/organizations/${club.id}/membership`, member)
          : await inject('DELETE', `/api/v2/organizations/${club.id}/members/${member.userId}`, owner)
      expect(gone.statusCode).toBe(204)
      expect((await inject('GET', `/api/v2/matches/${internal.id}`, member)).statusCode).toBe(404)
      expect(await listed(member)).not.toContain(internal.id)
    }
    // The membership rows are really gone.
    const rows = await t.db
      .select({ c: count() })
      .from(organizationMemberships)
      .where(eq(organizationMemberships.organizationId, club.id))
    expect(Number(rows[0]!.c)).toBe(1)
  })
})

describe('organization scope: match list and dashboard', () => {
  it('organization_id narrows the list and the dashboard to that organization; junk is 422', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const personal = await createMatch(t.app, owner.headers, matchBody(owner.organizationId))
    const clubMatch = await createMatch(t.app, owner.headers, matchBody(club.id))
    const ids = async (query: string) =>
      ((await inject('GET', `/api/v2/matches${query}`, owner)).json().matches as { id: number }[]).map((m) => m.id)
    expect(await ids('')).toEqual([clubMatch.id, personal.id])
    expect(await ids(`?organization_id=${club.id}`)).toEqual([clubMatch.id])
    expect(await ids(`?organization_id=${owner.organizationId}`)).toEqual([personal.id])
    const scoped = (await inject('GET', `/api/v2/dashboard?organization_id=${club.id}`, owner)).json()
    expect(scoped.counts.recent_matches).toBe(1)
    const all = (await inject('GET', '/api/v2/dashboard', owner)).json()
    expect(all.counts.recent_matches).toBe(2)
    for (const bad of ['abc', '0', '99999999999']) {
      expect((await inject('GET', `/api/v2/matches?organization_id=${bad}`, owner)).statusCode).toBe(422)
      expect((await inject('GET', `/api/v2/dashboard?organization_id=${bad}`, owner)).statusCode).toBe(422)
    }
  })
})
