import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages, organizationDetailResponseSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createAthlete, joinOrganization, matchBody, noRateLimits } from './support/matches.ts'

/**
 * Every cell of ADR 0025's role × action table: each cell runs on a fresh organization whose superadmin (plus, for
 * the cells that need one, a second superadmin), admin, coach, viewer and pending requester are the same six
 * accounts, and a stranger with no membership at all.
 */
let t: TestApp
type Person = Awaited<ReturnType<typeof coach>>
let people: Record<'owner' | 'superadmin2' | 'admin' | 'coach' | 'viewer' | 'pending' | 'stranger', Person>

beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  const list = await Promise.all(Array.from({ length: 7 }, () => coach(t.app)))
  const [owner, superadmin2, admin, coachP, viewer, pending, stranger] = list as [
    Person,
    Person,
    Person,
    Person,
    Person,
    Person,
    Person,
  ]
  people = { owner, superadmin2, admin, coach: coachP, viewer, pending, stranger }
})
afterAll(async () => {
  await t?.close()
})

let clubCounter = 0
/** A fresh club: owner (superadmin) created it; the others join with their roles; one more request is pending. */
async function club(options: { secondSuperadmin?: boolean } = {}) {
  clubCounter += 1
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/organizations',
    headers: people.owner.headers,
    payload: { organization: { name: `Club ${clubCounter}`, subdomain: `roles-club-${clubCounter}` } },
  })
  expect(created.statusCode).toBe(201)
  const id = created.json().organization.id as number
  await joinOrganization(t.db, people.admin.userId, id, 'admin')
  await joinOrganization(t.db, people.coach.userId, id, 'coach')
  await joinOrganization(t.db, people.viewer.userId, id, 'viewer')
  await joinOrganization(t.db, people.pending.userId, id, 'coach', 'pending')
  if (options.secondSuperadmin) await joinOrganization(t.db, people.superadmin2.userId, id, 'superadmin')
  const requests = await t.app.inject({
    method: 'GET',
    url: `/api/v2/organizations/${id}/connect_requests`,
    headers: people.owner.headers,
  })
  const requestId = requests.json().connect_requests[0].id as number
  return { id, requestId }
}

type Actor = 'superadmin' | 'admin' | 'coach' | 'viewer' | 'pending' | 'stranger'
const ACTORS: Actor[] = ['superadmin', 'admin', 'coach', 'viewer', 'pending', 'stranger']
const personOf = (actor: Actor): Person => (actor === 'superadmin' ? people.owner : people[actor])

interface Cell {
  action: string
  /** The expected status per actor. */
  expect: Record<Actor, number>
  secondSuperadmin?: boolean
  run(actor: Person, c: { id: number; requestId: number }): Promise<{ statusCode: number }>
}

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, person: Person, payload?: object) =>
  t.app.inject({ method, url, headers: person.headers, ...(payload === undefined ? {} : { payload }) })

const TABLE: Cell[] = [
  {
    action: 'view the organization (users and players)',
    expect: { superadmin: 200, admin: 200, coach: 200, viewer: 200, pending: 404, stranger: 404 },
    run: (p, c) => inject('GET', `/api/v2/organizations/${c.id}`, p),
  },
  {
    action: 'list connect requests',
    expect: { superadmin: 200, admin: 200, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) => inject('GET', `/api/v2/organizations/${c.id}/connect_requests`, p),
  },
  {
    action: 'approve a request',
    expect: { superadmin: 204, admin: 204, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) => inject('POST', `/api/v2/organizations/${c.id}/connect_requests/${c.requestId}/approve`, p),
  },
  {
    action: 'decline a request',
    expect: { superadmin: 204, admin: 204, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) => inject('POST', `/api/v2/organizations/${c.id}/connect_requests/${c.requestId}/decline`, p),
  },
  {
    action: "change a coach's role (to viewer)",
    expect: { superadmin: 200, admin: 200, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) =>
      inject('PATCH', `/api/v2/organizations/${c.id}/members/${people.coach.userId}`, p, {
        member: { role: 'viewer' },
      }),
  },
  {
    action: 'make someone superadmin',
    expect: { superadmin: 200, admin: 403, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) =>
      inject('PATCH', `/api/v2/organizations/${c.id}/members/${people.coach.userId}`, p, {
        member: { role: 'superadmin' },
      }),
  },
  {
    action: 'demote a superadmin (not the last)',
    secondSuperadmin: true,
    expect: { superadmin: 200, admin: 403, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) =>
      inject('PATCH', `/api/v2/organizations/${c.id}/members/${people.superadmin2.userId}`, p, {
        member: { role: 'admin' },
      }),
  },
  {
    action: 'remove a coach',
    expect: { superadmin: 204, admin: 204, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) => inject('DELETE', `/api/v2/organizations/${c.id}/members/${people.coach.userId}`, p),
  },
  {
    action: 'remove a superadmin (not the last)',
    secondSuperadmin: true,
    expect: { superadmin: 204, admin: 403, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) => inject('DELETE', `/api/v2/organizations/${c.id}/members/${people.superadmin2.userId}`, p),
  },
  {
    action: 'disconnect (leave, or cancel a pending request)',
    secondSuperadmin: true,
    expect: { superadmin: 204, admin: 204, coach: 204, viewer: 204, pending: 204, stranger: 404 },
    run: (p, c) => inject('DELETE', `/api/v2/organizations/${c.id}/membership`, p),
  },
  {
    action: 'share an own consenting athlete',
    expect: { superadmin: 201, admin: 201, coach: 201, viewer: 403, pending: 404, stranger: 404 },
    run: async (p, c) => {
      const athlete = await createAthlete(t.app, p.headers, { first_name: 'Aino', can_save_games: true })
      return inject('POST', `/api/v2/organizations/${c.id}/players`, p, { player_id: athlete.id })
    },
  },
  {
    action: "unshare another coach's athlete",
    expect: { superadmin: 204, admin: 204, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: async (p, c) => {
      const other = people.superadmin2
      await joinOrganization(t.db, other.userId, c.id, 'coach').catch(() => undefined)
      const athlete = await createAthlete(t.app, other.headers, { first_name: 'Eero', can_save_games: true })
      const shared = await inject('POST', `/api/v2/organizations/${c.id}/players`, other, { player_id: athlete.id })
      expect(shared.statusCode).toBe(201)
      return inject('DELETE', `/api/v2/organizations/${c.id}/players/${athlete.id}`, p)
    },
  },
  {
    action: 'list API keys',
    expect: { superadmin: 200, admin: 200, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) => inject('GET', `/api/v2/organizations/${c.id}/api_keys`, p),
  },
  {
    action: 'create an API key',
    expect: { superadmin: 201, admin: 201, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: (p, c) => inject('POST', `/api/v2/organizations/${c.id}/api_keys`, p, { api_key: { name: 'Court 1' } }),
  },
  {
    action: 'revoke an API key',
    expect: { superadmin: 204, admin: 204, coach: 403, viewer: 403, pending: 404, stranger: 404 },
    run: async (p, c) => {
      const key = await inject('POST', `/api/v2/organizations/${c.id}/api_keys`, people.owner, {
        api_key: { name: 'Court 2' },
      })
      return inject('DELETE', `/api/v2/organizations/${c.id}/api_keys/${key.json().api_key.id}`, p)
    },
  },
  {
    action: 'link a match to the organization',
    expect: { superadmin: 201, admin: 201, coach: 422, viewer: 422, pending: 422, stranger: 422 },
    run: (p, c) => inject('POST', '/api/v2/matches', p, { match: matchBody(c.id) }),
  },
  {
    action: 'open an internal match of the organization',
    expect: { superadmin: 200, admin: 200, coach: 200, viewer: 200, pending: 404, stranger: 404 },
    run: async (p, c) => {
      const m = await inject('POST', '/api/v2/matches', people.owner, {
        match: matchBody(c.id, { visibility: 'internal' }),
      })
      return inject('GET', `/api/v2/matches/${m.json().match.id}`, p)
    },
  },
  {
    action: 'open a private match of the organization',
    expect: { superadmin: 200, admin: 200, coach: 404, viewer: 404, pending: 404, stranger: 404 },
    run: async (p, c) => {
      const m = await inject('POST', '/api/v2/matches', people.admin, {
        match: matchBody(c.id, { visibility: 'private' }),
      })
      // The owner of the club opens the admin's private match as "superadmin"; the admin opens it as owner.
      return inject('GET', `/api/v2/matches/${m.json().match.id}`, p)
    },
  },
]

describe('ADR 0025: role × action', () => {
  for (const cell of TABLE) {
    it.each(ACTORS)(`${cell.action}: %s`, async (actor) => {
      const c = await club({ secondSuperadmin: cell.secondSuperadmin ?? false })
      const response = await cell.run(personOf(actor), c)
      expect(response.statusCode, (response as { body?: string }).body).toBe(cell.expect[actor])
    })
  }
})

describe('the last superadmin', () => {
  it('can neither be demoted, nor leave, nor be removed (409), and nothing changes', async () => {
    const c = await club()
    const demote = await inject('PATCH', `/api/v2/organizations/${c.id}/members/${people.owner.userId}`, people.owner, {
      member: { role: 'admin' },
    })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().message).toBe(messages.lastSuperadmin)
    const leave = await inject('DELETE', `/api/v2/organizations/${c.id}/membership`, people.owner)
    expect(leave.statusCode).toBe(409)
    const remove = await inject('DELETE', `/api/v2/organizations/${c.id}/members/${people.owner.userId}`, people.owner)
    expect(remove.statusCode).toBe(409)
    const detail = organizationDetailResponseSchema.parse(
      (await inject('GET', `/api/v2/organizations/${c.id}`, people.owner)).json(),
    )
    expect(detail.organization.users.find((u) => u.id === people.owner.userId)?.role).toBe('superadmin')
  })

  it('two superadmins demoting each other at once: one wins, one superadmin stays', async () => {
    const c = await club({ secondSuperadmin: true })
    const [a, b] = await Promise.all([
      inject('PATCH', `/api/v2/organizations/${c.id}/members/${people.superadmin2.userId}`, people.owner, {
        member: { role: 'coach' },
      }),
      inject('PATCH', `/api/v2/organizations/${c.id}/members/${people.owner.userId}`, people.superadmin2, {
        member: { role: 'coach' },
      }),
    ])
    // The loser was demoted first, so it is no longer a superadmin: 403 (or 409 had it still been the last one).
    const codes = [a.statusCode, b.statusCode].sort()
    expect(codes[0]).toBe(200)
    expect([403, 409]).toContain(codes[1])
    const detail = organizationDetailResponseSchema.parse(
      (await inject('GET', `/api/v2/organizations/${c.id}`, people.admin)).json(),
    )
    expect(detail.organization.users.filter((u) => u.role === 'superadmin')).toHaveLength(1)
  })

  it('a coach viewer account gets 403 on organization management, but may list', async () => {
    const viewerAccount = await coach(t.app)
    await inject('PATCH', '/api/v2/user/me', viewerAccount, { user: { coach_viewer: true } })
    const c = await club()
    await joinOrganization(t.db, viewerAccount.userId, c.id, 'coach')
    expect((await inject('GET', '/api/v2/organizations', viewerAccount)).statusCode).toBe(200)
    const detail = await inject('GET', `/api/v2/organizations/${c.id}`, viewerAccount)
    expect(detail.statusCode).toBe(403)
    expect(detail.json().message).toBe(messages.coachViewerForbidden)
  })
})
