import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  errorResponseSchema,
  messages,
  socialSessionListSchema,
  socialSessionResponseSchema,
  type SocialSession,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { clubCast, type ClubMember } from './support/club-cast.ts'
import { coach, createAthlete, joinOrganization, noRateLimits } from './support/matches.ts'

/**
 * Social sessions (Americano, Mexicano) through the HTTP API: the schedules the domain makes, results, the next
 * Mexicano round from the standings, who may do what (packages/contracts/src/social-session.ts), hostile bodies and
 * two courts' results entered at the same moment.
 */
let t: TestApp
type Person = ClubMember
let owner: Person // superadmin of the club
let admin: Person
let clubCoach: Person
let viewer: Person
let coachViewer: Person // a coach of the club whose account is a coach viewer
let pending: Person
let stranger: Person
let clubId: number

beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits() })
  ;({ clubId, owner, admin, clubCoach, viewer, coachViewer, pending, stranger } = await clubCast(t, {
    subdomain: 'social-club',
    coachViewerRole: 'coach',
    pendingRole: 'coach',
  }))
})
afterAll(async () => {
  await t?.close()
})

const base = () => `/api/v2/organizations/${clubId}/social_sessions`
const names = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Player ${i + 1}` }))

function sessionBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Friday evening',
    format: 'americano',
    players: names(8),
    courts: 2,
    points_per_match: 24,
    ...overrides,
  }
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  person: Pick<Person, 'headers'>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: person.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function createSession(person: Person, overrides: Record<string, unknown> = {}): Promise<SocialSession> {
  const response = await call('POST', base(), person, { session: sessionBody(overrides) })
  expect(response.statusCode, response.body).toBe(201)
  return socialSessionResponseSchema.parse(response.json()).session
}

const result = (person: Person, id: number, round: number, court: number, scoreA: number, scoreB: number) =>
  call('PUT', `${base()}/${id}/rounds/${round}/matches/${court}`, person, {
    result: { score_a: scoreA, score_b: scoreB },
  })

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`)

describe('an Americano', () => {
  it('has its whole schedule at creation: 8 players on 2 courts play 7 rounds, each pair partners once', async () => {
    const session = await createSession(owner)
    expect(session).toMatchObject({ name: 'Friday evening', format: 'americano', courts: 2, points_per_match: 24 })
    expect(session.can_manage).toBe(true)
    expect(session.players).toEqual(names(8).map((p, index) => ({ index, name: p.name, player_id: null })))
    expect(session.rounds.map((round) => round.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const partners = new Map<string, number>()
    for (const round of session.rounds) {
      expect(round.resting).toEqual([])
      expect(round.matches.map((match) => match.court)).toEqual([1, 2])
      const everyone = round.matches.flatMap((match) => [...match.team_a, ...match.team_b]).sort((a, b) => a - b)
      expect(everyone).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
      for (const match of round.matches) {
        expect([match.score_a, match.score_b]).toEqual([null, null])
        for (const [a, b] of [match.team_a, match.team_b]) {
          partners.set(pairKey(a, b), (partners.get(pairKey(a, b)) ?? 0) + 1)
        }
      }
    }
    // 28 pairs of 8 players, each exactly once.
    expect(partners.size).toBe(28)
    expect([...partners.values()].every((times) => times === 1)).toBe(true)
    expect(session.standings.map((s) => [s.player, s.points, s.rank])).toEqual(
      Array.from({ length: 8 }, (_, i) => [i, 0, i + 1]),
    )
    const read = await call('GET', `${base()}/${session.id}`, owner)
    expect(socialSessionResponseSchema.parse(read.json()).session).toEqual(session)
  })

  it('counts results in the standings and refuses a next round (422 socialMexicanoOnly)', async () => {
    const session = await createSession(owner)
    const [first] = session.rounds[0]!.matches
    const saved = await result(owner, session.id, 1, 1, 20, 4)
    expect(saved.statusCode, saved.body).toBe(200)
    const after = socialSessionResponseSchema.parse(saved.json()).session
    expect(after.rounds[0]!.matches[0]).toMatchObject({ score_a: 20, score_b: 4 })
    const top = after.standings.slice(0, 2)
    expect(top.map((s) => s.player).sort()).toEqual([...first!.team_a].sort())
    expect(top.every((s) => s.points === 20 && s.difference === 16 && s.wins === 1 && s.played === 1)).toBe(true)
    const next = await call('POST', `${base()}/${session.id}/rounds`, owner)
    expect(next.statusCode).toBe(422)
    expect(next.json().code).toBe('socialMexicanoOnly')
  })

  it('uses as many courts as the players fill when courts is left out; 5 players rest once each', async () => {
    const session = await createSession(owner, { players: names(5), courts: undefined })
    expect(session.courts).toBe(1)
    expect(session.rounds).toHaveLength(5)
    expect(
      session.rounds
        .map((round) => round.resting)
        .flat()
        .sort(),
    ).toEqual([0, 1, 2, 3, 4])
  })
})

describe('a Mexicano', () => {
  it('starts by the list order, waits for every result, then pairs 1st & 4th against 2nd & 3rd', async () => {
    const session = await createSession(owner, { format: 'mexicano', points_per_match: 24 })
    expect(session.rounds).toEqual([
      {
        number: 1,
        matches: [
          { court: 1, team_a: [0, 3], team_b: [1, 2], score_a: null, score_b: null },
          { court: 2, team_a: [4, 7], team_b: [5, 6], score_a: null, score_b: null },
        ],
        resting: [],
      },
    ])
    const url = `${base()}/${session.id}/rounds`
    const early = await call('POST', url, owner)
    expect(early.statusCode).toBe(422)
    expect(errorResponseSchema.parse(early.json())).toMatchObject({
      code: 'socialRoundUnfinished',
      message: messages.socialRoundUnfinished,
    })
    expect((await result(owner, session.id, 1, 1, 21, 3)).statusCode).toBe(200)
    expect((await call('POST', url, owner)).json().code).toBe('socialRoundUnfinished')
    expect((await result(viewer, session.id, 1, 2, 10, 14)).statusCode).toBe(200)

    const next = await call('POST', url, owner)
    expect(next.statusCode, next.body).toBe(201)
    const after = socialSessionResponseSchema.parse(next.json()).session
    // Standings: 0 and 3 (21, list order between them), 5 and 6 (14), 4 and 7 (10), 1 and 2 (3).
    expect(after.standings.map((s) => s.player)).toEqual([0, 3, 5, 6, 4, 7, 1, 2])
    expect(after.standings[0]).toMatchObject({ player: 0, name: 'Player 1', rank: 1, points: 21, difference: 18 })
    expect(after.rounds[1]).toEqual({
      number: 2,
      matches: [
        { court: 1, team_a: [0, 6], team_b: [3, 5], score_a: null, score_b: null },
        { court: 2, team_a: [4, 2], team_b: [7, 1], score_a: null, score_b: null },
      ],
      resting: [],
    })
    // The new round is unfinished: a second tap on "next round" is refused, not a third round.
    expect((await call('POST', url, owner)).json().code).toBe('socialRoundUnfinished')
    const list = socialSessionListSchema.parse((await call('GET', base(), viewer)).json())
    expect(list.social_sessions.find((s) => s.id === session.id)).toMatchObject({
      format: 'mexicano',
      rounds_count: 2,
      players_count: 8,
    })
  })

  it('rests the last of the list in round 1 when the courts do not take everyone', async () => {
    const session = await createSession(owner, { format: 'mexicano', players: names(6), courts: 1 })
    expect(session.rounds[0]).toMatchObject({ resting: [4, 5], matches: [{ team_a: [0, 3], team_b: [1, 2] }] })
  })
})

describe('results', () => {
  it('refuses scores that do not add up to the points per match on score_b, and unknown rounds or courts (404)', async () => {
    const session = await createSession(owner)
    const wrong = await result(owner, session.id, 1, 1, 12, 11)
    expect(wrong.statusCode).toBe(422)
    expect(errorResponseSchema.parse(wrong.json())).toEqual({
      message: messages.socialScoreTotal,
      code: 'socialScoreTotal',
      errors: { score_b: [messages.socialScoreTotal] },
    })
    const negative = await result(owner, session.id, 1, 1, -1, 25)
    expect(negative.statusCode).toBe(422)
    expect(negative.json().errors.score_a).toEqual([messages.socialScoreInvalid])
    const fraction = await result(owner, session.id, 1, 1, 12.5, 11.5)
    expect(fraction.statusCode).toBe(422)
    for (const [round, court] of [
      [8, 1],
      [1, 3],
      [99999, 1],
    ] as const) {
      expect((await result(owner, session.id, round, court, 12, 12)).statusCode).toBe(404)
    }
    expect((await result(owner, session.id + 100000, 1, 1, 12, 12)).statusCode).toBe(404)
    const read = socialSessionResponseSchema.parse((await call('GET', `${base()}/${session.id}`, owner)).json())
    expect(read.session.rounds.flatMap((r) => r.matches).every((m) => m.score_a === null)).toBe(true)
  })

  it('keeps both results when two courts are entered at the same moment', async () => {
    const session = await createSession(owner)
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all([
        result(viewer, session.id, round, 1, 15, 9),
        result(clubCoach, session.id, round, 2, 7, 17),
      ])
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    }
    const read = socialSessionResponseSchema.parse((await call('GET', `${base()}/${session.id}`, owner)).json())
    for (const round of read.session.rounds.slice(0, 3)) {
      expect(round.matches.map((m) => [m.score_a, m.score_b])).toEqual([
        [15, 9],
        [7, 17],
      ])
    }
    const played = read.session.standings.reduce((sum, s) => sum + s.played, 0)
    expect(played).toBe(3 * 2 * 4)
  })

  it('lets a result be corrected', async () => {
    const session = await createSession(owner, { points_per_match: 16 })
    await result(owner, session.id, 1, 1, 16, 0)
    const corrected = socialSessionResponseSchema.parse((await result(owner, session.id, 1, 1, 8, 8)).json())
    expect(corrected.session.rounds[0]!.matches[0]).toMatchObject({ score_a: 8, score_b: 8 })
    expect(corrected.session.standings.filter((s) => s.draws === 1)).toHaveLength(4)
  })
})

describe('who may', () => {
  it('lets members read, keeps outsiders and pending members out with 404', async () => {
    const session = await createSession(clubCoach)
    for (const member of [owner, admin, clubCoach, viewer, coachViewer]) {
      expect((await call('GET', `${base()}/${session.id}`, member)).statusCode).toBe(200)
      expect((await call('GET', base(), member)).statusCode).toBe(200)
    }
    for (const outsider of [stranger, pending]) {
      expect((await call('GET', `${base()}/${session.id}`, outsider)).statusCode).toBe(404)
      expect((await call('GET', base(), outsider)).statusCode).toBe(404)
      expect((await call('POST', base(), outsider, { session: sessionBody() })).statusCode).toBe(404)
      expect((await result(outsider, session.id, 1, 1, 12, 12)).statusCode).toBe(404)
      expect((await call('DELETE', `${base()}/${session.id}`, outsider)).statusCode).toBe(404)
    }
    // Another organization's path never reaches this session.
    const elsewhere = `/api/v2/organizations/${stranger.organizationId}/social_sessions/${session.id}`
    expect((await call('GET', elsewhere, stranger)).statusCode).toBe(404)
  })

  it('lets admins, superadmins and coaches start a session, not a viewer nor a coach viewer account', async () => {
    for (const starter of [owner, admin, clubCoach]) await createSession(starter)
    const byViewer = await call('POST', base(), viewer, { session: sessionBody() })
    expect(byViewer.statusCode).toBe(403)
    expect(byViewer.json().code).toBe('socialSessionCoachOnly')
    const byCoachViewer = await call('POST', base(), coachViewer, { session: sessionBody() })
    expect(byCoachViewer.statusCode).toBe(403)
    expect(byCoachViewer.json().code).toBe('coachViewerForbidden')
  })

  it('lets every member enter results, and only the organizer and admins add rounds or delete', async () => {
    const session = await createSession(clubCoach, { format: 'mexicano', points_per_match: 21 })
    expect((await result(viewer, session.id, 1, 1, 11, 10)).statusCode).toBe(200)
    expect((await result(coachViewer, session.id, 1, 2, 1, 20)).statusCode).toBe(200)
    const asViewer = socialSessionResponseSchema.parse((await call('GET', `${base()}/${session.id}`, viewer)).json())
    expect(asViewer.session.can_manage).toBe(false)
    const otherCoach = await coach(t.app)
    await joinOrganization(t.db, otherCoach.userId, clubId, 'coach')
    for (const person of [viewer, otherCoach]) {
      const round = await call('POST', `${base()}/${session.id}/rounds`, person)
      expect(round.statusCode).toBe(403)
      expect(round.json().code).toBe('socialSessionOrganizerOnly')
      expect((await call('DELETE', `${base()}/${session.id}`, person)).statusCode).toBe(403)
    }
    expect((await call('POST', `${base()}/${session.id}/rounds`, coachViewer)).json().code).toBe('coachViewerForbidden')
    expect((await call('POST', `${base()}/${session.id}/rounds`, admin)).statusCode).toBe(201)
    expect((await call('POST', `${base()}/${session.id}/rounds`, clubCoach)).statusCode).toBe(422)
    expect((await call('DELETE', `${base()}/${session.id}`, admin)).statusCode).toBe(204)
  })
})

describe('players by athlete', () => {
  it("takes the creator's own athletes by player_id, keeps the name when the athlete is deleted", async () => {
    const athlete = await createAthlete(t.app, clubCoach.headers, { first_name: 'Lea', last_name: 'Virta' })
    const session = await createSession(clubCoach, { players: [{ player_id: athlete.id }, ...names(3)], courts: 1 })
    expect(session.players[0]).toEqual({ index: 0, name: 'Lea Virta', player_id: athlete.id })
    const removed = await call('DELETE', `/api/v2/players/${athlete.id}`, clubCoach)
    expect(removed.statusCode).toBe(204)
    const read = socialSessionResponseSchema.parse((await call('GET', `${base()}/${session.id}`, owner)).json())
    expect(read.session.players[0]).toEqual({ index: 0, name: 'Lea Virta', player_id: null })
  })

  it("refuses another coach's athlete and an athlete named twice, each on its own field", async () => {
    const foreign = await createAthlete(t.app, stranger.headers, { first_name: 'Mia', last_name: 'Mäki' })
    const own = await createAthlete(t.app, clubCoach.headers, { first_name: 'Bea', last_name: 'Blanco' })
    const players = [{ player_id: foreign.id }, { player_id: own.id }, { player_id: own.id }, ...names(1)]
    const response = await call('POST', base(), clubCoach, { session: sessionBody({ players, courts: 1 }) })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'players.0.player_id': [messages.userNotFound],
      'players.2.player_id': [messages.socialPlayerTwice],
    })
  })
})

describe('hostile inputs', () => {
  it('answers every hostile body with a 4xx in the error shape and writes nothing', async () => {
    const before = socialSessionListSchema.parse((await call('GET', base(), owner)).json()).meta.total
    const bodies: unknown[] = [
      { session: sessionBody({ name: 'x'.repeat(1024 * 1024) }) },
      { session: sessionBody({ name: 'Friday\u0000evening' }) },
      { session: sessionBody({ players: [{ name: 'Lea\u0000' }, ...names(7)] }) },
      { session: sessionBody({ name: '   ' }) },
      { session: sessionBody({ players: names(17), courts: 4 }) },
      { session: sessionBody({ players: names(3), courts: 1 }) },
      { session: sessionBody({ players: Array.from({ length: 100_000 }, () => ({ name: 'x' })) }) },
      { session: sessionBody({ courts: 0 }) },
      { session: sessionBody({ courts: 3 }) },
      { session: sessionBody({ courts: 1.5 }) },
      { session: sessionBody({ points_per_match: 1e9 }) },
      { session: sessionBody({ points_per_match: 0 }) },
      { session: sessionBody({ points_per_match: '24' }) },
      { session: sessionBody({ format: 'king_of_the_court' }) },
      { session: sessionBody({ players: [{ name: 'x'.repeat(200) }, ...names(7)] }) },
      { session: sessionBody({ players: [{ player_id: 1e12 }, ...names(7)] }) },
      { session: sessionBody({ players: [{ name: 'Lea', player_id: 1 }, ...names(7)] }) },
      { session: sessionBody({ players: [null, ...names(7)] }) },
      { session: sessionBody({ extra: true }) },
      { session: 'americano' },
      { session: [] },
      [],
      'null',
    ]
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: base(),
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      })
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500)
      expect(errorResponseSchema.safeParse(response.json()).success).toBe(true)
    }
    const after = socialSessionListSchema.parse((await call('GET', base(), owner)).json()).meta.total
    expect(after).toBe(before)
  })

  it('names the field of each refused size', async () => {
    const cases = [
      [{ players: names(17), courts: 4 }, 'players', messages.socialPlayerCount],
      [{ courts: 0 }, 'courts', messages.socialCourtCount],
      [{ courts: 3 }, 'courts', messages.socialCourtCount],
      [{ points_per_match: 1e9 }, 'points_per_match', messages.socialPointsPerMatch],
      [{ name: 'x'.repeat(121) }, 'name', messages.textTooLong],
    ] as const
    for (const [overrides, field, text] of cases) {
      const response = await call('POST', base(), owner, { session: sessionBody(overrides) })
      expect(response.statusCode).toBe(422)
      expect(response.json().errors[field], field).toEqual([text])
    }
  })

  it('answers path ids that cannot name a row with 404', async () => {
    for (const url of [
      `${base()}/0`,
      `${base()}/abc`,
      `${base()}/99999999999`,
      `/api/v2/organizations/99999999999/social_sessions`,
    ]) {
      expect((await call('GET', url, owner)).statusCode, url).toBe(404)
    }
    const session = await createSession(owner)
    const put = await result(owner, session.id, 1, 2 ** 40, 12, 12)
    expect(put.statusCode).toBe(404)
  })
})

describe('deleting', () => {
  it('removes the session with its rounds: gone from the list, then 404', async () => {
    const session = await createSession(clubCoach)
    const url = `${base()}/${session.id}`
    expect((await call('DELETE', url, clubCoach)).statusCode).toBe(204)
    expect((await call('GET', url, clubCoach)).statusCode).toBe(404)
    expect((await call('DELETE', url, clubCoach)).statusCode).toBe(404)
    expect((await result(clubCoach, session.id, 1, 1, 12, 12)).statusCode).toBe(404)
    const list = socialSessionListSchema.parse((await call('GET', `${base()}?per_page=100`, owner)).json())
    expect(list.social_sessions.map((s) => s.id)).not.toContain(session.id)
  })
})

describe("an evening's updated_at", () => {
  it('moves on with every change, even when the clock does not: phones keep the later of two answers by it', async () => {
    const frozen = await createTestApp({ rateLimits: noRateLimits(), now: () => new Date('2026-11-28T20:00:00.000Z') })
    try {
      const person = await coach(frozen.app)
      const url = `/api/v2/organizations/${person.organizationId}/social_sessions`
      const created = await frozen.app.inject({
        method: 'POST',
        url,
        headers: person.headers,
        payload: { session: sessionBody() },
      })
      expect(created.statusCode, created.body).toBe(201)
      const session = socialSessionResponseSchema.parse(created.json()).session
      const times = [session.updated_at]
      for (const [round, court] of [
        [1, 1],
        [1, 2],
        [1, 1],
      ] as const) {
        const answer = await frozen.app.inject({
          method: 'PUT',
          url: `${url}/${session.id}/rounds/${round}/matches/${court}`,
          headers: person.headers,
          payload: { result: { score_a: 20, score_b: 4 } },
        })
        expect(answer.statusCode, answer.body).toBe(200)
        times.push(socialSessionResponseSchema.parse(answer.json()).session.updated_at)
      }
      const millis = times.map((time) => Date.parse(time))
      expect(
        millis.slice(1).every((time, i) => time > millis[i]!),
        times.join(' '),
      ).toBe(true)
    } finally {
      await frozen.close()
    }
  })
})
