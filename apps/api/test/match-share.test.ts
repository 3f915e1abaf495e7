import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  matchResponseSchema,
  matchShareResponseSchema,
  messages,
  publicMatchResponseSchema,
  SHARE_TOKEN_LENGTH,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, recordQuickPoints, type TestCoach } from './support/balls.ts'
import { joinOrganization } from './support/matches.ts'

// ADR 0033: a public match's share link, and what a guest reads through it.

let t: TestApp
let owner: TestCoach
let clock = Date.parse('2026-11-24T12:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) })
  owner = await newCoach(t.app)
})
afterAll(() => t?.close())

const share = (coach: TestCoach, id: number, method: 'POST' | 'GET' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/v2/matches/${id}/share`, headers: coach.headers })
const live = (token: string) => t.app.inject({ method: 'GET', url: `/api/v2/live/${token}` })
const patch = (id: number, match: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v2/matches/${id}`, headers: owner.headers, payload: { match } })

async function sharedMatch(overrides: Record<string, unknown> = {}) {
  const match = await newMatch(t.app, owner, { license: 'free', visibility: 'public', ...overrides })
  const response = await share(owner, match.id)
  expect(response.statusCode).toBe(200)
  const { share: link } = matchShareResponseSchema.parse(response.json())
  return { match, token: link!.token, url: link!.url }
}

describe('share links (ADR 0033)', () => {
  it('gives a public match an unguessable link to /live/:token, which regenerating replaces', async () => {
    const { match, token, url } = await sharedMatch()
    expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHARE_TOKEN_LENGTH}}$`))
    expect(url).toBe(`${t.config.appUrl}/live/${token}`)
    expect(matchShareResponseSchema.parse((await share(owner, match.id, 'GET')).json()).share?.token).toBe(token)
    expect((await live(token)).statusCode).toBe(200)

    const again = matchShareResponseSchema.parse((await share(owner, match.id)).json()).share!.token
    expect(again).not.toBe(token)
    expect((await live(token)).statusCode).toBe(404)
    expect((await live(again)).statusCode).toBe(200)
  })

  it('revoking ends the link at once; a match that stops being public loses it', async () => {
    const { match, token } = await sharedMatch()
    expect((await share(owner, match.id, 'DELETE')).statusCode).toBe(204)
    expect((await live(token)).statusCode).toBe(404)
    expect(matchShareResponseSchema.parse((await share(owner, match.id, 'GET')).json()).share).toBeNull()

    const second = await sharedMatch()
    expect((await patch(second.match.id, { visibility: 'internal' })).statusCode).toBe(200)
    expect((await live(second.token)).statusCode).toBe(404)
    // Public again: the old link stays dead; sharing makes a new one.
    expect((await patch(second.match.id, { visibility: 'public' })).statusCode).toBe(200)
    expect((await live(second.token)).statusCode).toBe(404)
    expect(matchShareResponseSchema.parse((await share(owner, second.match.id, 'GET')).json()).share).toBeNull()
  })

  it('has no link for private and internal matches, and only those who may edit a match handle its link', async () => {
    for (const visibility of ['private', 'internal']) {
      const match = await newMatch(t.app, owner, { license: 'free', visibility })
      const response = await share(owner, match.id)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toMatchObject({ message: messages.matchNotPublic, code: 'matchNotPublic' })
    }
    const { match } = await sharedMatch()
    const stranger = await newCoach(t.app)
    expect((await share(stranger, match.id)).statusCode).toBe(403)
    expect((await share(stranger, match.id, 'GET')).statusCode).toBe(403)
    expect((await share(stranger, match.id, 'DELETE')).statusCode).toBe(403)
    const member = await newCoach(t.app)
    await joinOrganization(t.db, member.userId, owner.organizationId, 'coach')
    expect((await share(member, match.id)).statusCode).toBe(403)
    expect((await share(owner, 999_999)).statusCode).toBe(404)
  })
})

describe('GET /api/v2/live/:token (no sign-in)', () => {
  it('shows the score, the players by name, the latest points and a few figures, and nothing private', async () => {
    const { match, token } = await sharedMatch()
    await recordQuickPoints(t.app, owner.headers, match.id, [0, 0, 1, 0])
    const detailed = await postBall(t.app, owner.headers, match.id, {
      client_id: crypto.randomUUID(),
      point_type: 'unforced_error',
      finisher_id: match.teams[1][0],
      comment: 'a private note for the coach',
    })
    expect(detailed.statusCode).toBe(201)
    const response = await live(token)
    expect(response.statusCode).toBe(200)
    const body = publicMatchResponseSchema.parse(response.json()).match
    const owners = matchResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: owner.headers })).json(),
    ).match
    expect(body.score).toEqual(owners.score)
    expect(body.points_count).toBe(5)
    expect(body.pairs.map((p) => p.players.map((pl) => pl.name))).toEqual([
      ['Ana Ortiz', 'Bea Blanco'],
      ['Lea Virta', 'Mia Mäki'],
    ])
    expect(body.recent_points.map((p) => p.seq)).toEqual([5, 4, 3, 2, 1])
    expect(body.recent_points[0]).toMatchObject({ point_type: 'unforced_error', winner_team: 0 })
    expect(body.stats.points_won).toEqual([4, 1])
    expect(body.stats.errors).toEqual([0, 1])
    const text = response.body
    for (const secret of ['a private note', '@', 'user_id', 'player_id', 'organization', 'can_edit', 'email'])
      expect(text).not.toContain(secret)
  })

  it('answers only inside the showing window, saying when it starts or that it is over', async () => {
    const start = new Date(clock + 3_600_000)
    const stop = new Date(clock + 7_200_000)
    const { token } = await sharedMatch({ start_showing_at: start.toISOString(), stop_showing_at: stop.toISOString() })
    const before = await live(token)
    expect(before.statusCode).toBe(404)
    expect(before.json()).toMatchObject({
      message: messages.matchNotShownYet,
      code: 'matchNotShownYet',
      starts_at: start.toISOString(),
    })
    clock = start.getTime()
    expect((await live(token)).statusCode).toBe(200)
    clock = stop.getTime()
    const after = await live(token)
    expect(after.statusCode).toBe(404)
    expect(after.json()).toMatchObject({ message: messages.matchNoLongerShown, code: 'matchNoLongerShown' })
    clock = Date.parse('2026-11-24T12:00:00Z')
  })

  it('reads a wrong, malformed or hostile token as a missing match', async () => {
    for (const token of ['x'.repeat(SHARE_TOKEN_LENGTH), 'short', 'a'.repeat(65)]) {
      const response = await live(encodeURIComponent(token))
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'notFound' })
    }
    const tooLong = await live('b'.repeat(10_000))
    expect(tooLong.statusCode).toBe(414)
    expect(tooLong.json()).toMatchObject({ code: 'urlTooLong' })
    // NUL bytes are refused before any route (the app's rule for every input).
    const nul = await live(encodeURIComponent('\u0000'.repeat(5)))
    expect(nul.statusCode).toBe(422)
    expect(nul.json()).toMatchObject({ code: 'validationFailed' })
  })
})
