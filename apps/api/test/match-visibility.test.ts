import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchListSchema, matchResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createMatch, joinOrganization, matchBody, noRateLimits } from './support/matches.ts'

let t: TestApp
let clock = new Date('2026-03-10T12:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, rateLimits: noRateLimits() })
})
afterAll(async () => {
  await t?.close()
})

type Who = 'owner' | 'admin' | 'member' | 'pending' | 'stranger'

/** An organization owned by its superadmin, a match owner (admin of it), a plain member, a pending one, a stranger. */
async function cast() {
  const head = await coach(t.app)
  const owner = await coach(t.app)
  const admin = await coach(t.app)
  const member = await coach(t.app)
  const pending = await coach(t.app)
  const stranger = await coach(t.app)
  await joinOrganization(t.db, owner.userId, head.organizationId, 'admin')
  await joinOrganization(t.db, admin.userId, head.organizationId, 'admin')
  await joinOrganization(t.db, member.userId, head.organizationId, 'coach')
  await joinOrganization(t.db, pending.userId, head.organizationId, 'coach', 'pending')
  return { org: head.organizationId, people: { owner, admin, member, pending, stranger } }
}

const open = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v2/matches/${id}`, headers })
const listed = async (headers: Record<string, string>) =>
  matchListSchema
    .parse((await t.app.inject({ method: 'GET', url: '/api/v2/matches', headers })).json())
    .matches.map((m) => m.id)

describe('match visibility (ADR 0012)', () => {
  // [visibility, who] → opens (GET), listed, can_edit
  const table: [string, Who, boolean, boolean, boolean][] = [
    ['public', 'owner', true, true, true],
    ['public', 'admin', true, true, true],
    ['public', 'member', true, true, false],
    ['public', 'pending', true, false, false],
    ['public', 'stranger', true, false, false],
    ['internal', 'owner', true, true, true],
    ['internal', 'admin', true, true, true],
    ['internal', 'member', true, true, false],
    ['internal', 'pending', false, false, false],
    ['internal', 'stranger', false, false, false],
    ['private', 'owner', true, true, true],
    ['private', 'admin', true, true, true],
    ['private', 'member', false, false, false],
    ['private', 'pending', false, false, false],
    ['private', 'stranger', false, false, false],
  ]
  it.each(table)(
    '%s match, %s: opens %s, listed %s, can_edit %s',
    async (visibility, who, opens, isListed, canEdit) => {
      clock = new Date('2026-03-10T12:00:00Z')
      const { org, people } = await cast()
      const match = await createMatch(t.app, people.owner.headers, matchBody(org, { visibility }))
      const viewer = people[who]
      const response = await open(viewer.headers, match.id)
      expect(response.statusCode).toBe(opens ? 200 : 404)
      if (opens) expect(matchResponseSchema.parse(response.json()).match.can_edit).toBe(canEdit)
      else expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' })
      expect((await listed(viewer.headers)).includes(match.id)).toBe(isListed)

      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/matches/${match.id}`,
        headers: viewer.headers,
        payload: { match: { title: 'x' } },
      })
      const server = await t.app.inject({
        method: 'PUT',
        url: `/api/v2/matches/${match.id}/server`,
        headers: viewer.headers,
        payload: { player_id: match.server_order[1] },
      })
      const expected = canEdit ? 200 : opens ? 403 : 404
      expect(patch.statusCode).toBe(expected)
      expect(server.statusCode).toBe(expected)
      if (expected === 403) expect(patch.json()).toEqual({ message: messages.forbidden, code: 'forbidden' })
      const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${match.id}`, headers: viewer.headers })
      expect(del.statusCode).toBe(canEdit ? 204 : opens ? 403 : 404)
    },
  )

  it('hides a match outside its showing window from everyone but the owner and organization admins', async () => {
    clock = new Date('2026-03-10T12:00:00Z')
    const { org, people } = await cast()
    const match = await createMatch(
      t.app,
      people.owner.headers,
      matchBody(org, {
        visibility: 'public',
        start_showing_at: '2026-03-11T10:00:00Z',
        stop_showing_at: '2026-03-11T18:00:00Z',
      }),
    )
    const sees = async (who: Who) => (await open(people[who].headers, match.id)).statusCode === 200
    const listedFor = async (who: Who) => (await listed(people[who].headers)).includes(match.id)

    // Before the start.
    expect([await sees('owner'), await sees('admin'), await sees('member'), await sees('stranger')]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(await listedFor('member')).toBe(false)
    expect(await listedFor('admin')).toBe(true)
    // At the start instant it shows.
    clock = new Date('2026-03-11T10:00:00Z')
    expect([await sees('member'), await sees('stranger')]).toEqual([true, true])
    expect(await listedFor('member')).toBe(true)
    // At the stop instant it is hidden again.
    clock = new Date('2026-03-11T18:00:00Z')
    expect([await sees('owner'), await sees('admin'), await sees('member'), await sees('stranger')]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(await listedFor('member')).toBe(false)
    expect(await listedFor('owner')).toBe(true)
  })

  it('a hidden match cannot be edited through its id either (404, not 403)', async () => {
    clock = new Date('2026-03-10T12:00:00Z')
    const { org, people } = await cast()
    const match = await createMatch(
      t.app,
      people.owner.headers,
      matchBody(org, { visibility: 'internal', stop_showing_at: '2026-03-10T13:00:00Z' }),
    )
    clock = new Date('2026-03-10T14:00:00Z')
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/matches/${match.id}`,
      headers: people.member.headers,
      payload: { match: { title: 'x' } },
    })
    expect(patch.statusCode).toBe(404)
  })
})
