import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  errorResponseSchema,
  messages,
  playerListSchema,
  playerResponseSchema,
  playerStatsResponseSchema,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { noRateLimits } from './support/matches.ts'
import { coach, createAthlete, createMatch, matchBody, recordPoints, straightSetsWin } from './support/matches.ts'

let t: TestApp
let clock = new Date('2026-03-10T12:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, rateLimits: noRateLimits() })
})
afterAll(async () => {
  await t?.close()
})

const inject = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  player?: unknown,
) => t.app.inject({ method, url, headers, ...(player === undefined ? {} : { payload: { player } }) })

describe('POST /api/v2/players', () => {
  it('creates an athlete, dating consent when given', async () => {
    const { headers } = await coach(t.app)
    const response = await inject(headers, 'POST', '/api/v2/players', {
      first_name: 'Iida',
      last_name: 'Koski',
      email: 'iida@example.com',
      can_save_games: true,
      is_coached: true,
      coaching_start_date: '2026-09-01',
    })
    expect(response.statusCode).toBe(201)
    const { player } = playerResponseSchema.parse(response.json())
    expect(player).toMatchObject({
      first_name: 'Iida',
      last_name: 'Koski',
      display_name: null,
      email: 'iida@example.com',
      can_save_games: true,
      permission_date: '2026-03-10',
      is_coached: true,
      coaching_start_date: '2026-09-01',
    })
  })

  it('leaves the permission date empty without consent', async () => {
    const { headers } = await coach(t.app)
    const player = await createAthlete(t.app, headers, { first_name: 'Bela' })
    expect(player).toMatchObject({ can_save_games: false, permission_date: null, last_name: '', email: null })
  })

  it.each([
    [{ first_name: '', last_name: '' }, 'first_name', messages.eitherNameRequired],
    [{ first_name: 'A', email: 'nope' }, 'email', messages.invalidEmail],
    [{ first_name: 'A', is_coached: true }, 'is_coached', messages.coachingNeedsConsent],
  ])('refuses %j with 422', async (player, field, message) => {
    const { headers } = await coach(t.app)
    const response = await inject(headers, 'POST', '/api/v2/players', player)
    expect(response.statusCode).toBe(422)
    expect(errorResponseSchema.parse(response.json()).errors?.[field]).toEqual([message])
  })

  it('refuses a body without the player wrapper', async () => {
    const { headers } = await coach(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/players',
      headers,
      payload: { first_name: 'A' },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ player: [messages.fieldRequired] })
  })
})

describe('GET /api/v2/players', () => {
  it('searches names, display name and email, filters and paginates', async () => {
    const { headers } = await coach(t.app)
    await createAthlete(t.app, headers, {
      first_name: 'Iida',
      last_name: 'Koski',
      can_save_games: true,
      is_coached: true,
    })
    await createAthlete(t.app, headers, {
      first_name: 'Ana',
      last_name: 'Ortiz',
      display_name: 'La Pantera',
      can_save_games: true,
    })
    await createAthlete(t.app, headers, { first_name: 'Lea', last_name: 'Virta', email: 'lea@club.fi' })
    const list = async (query: string) =>
      playerListSchema.parse((await inject(headers, 'GET', `/api/v2/players${query}`)).json())

    expect((await list('')).meta).toEqual({ page: 1, per_page: 25, total: 3 })
    expect((await list('?search=pantera')).players.map((p) => p.first_name)).toEqual(['Ana'])
    expect((await list('?search=club.fi')).players.map((p) => p.first_name)).toEqual(['Lea'])
    expect((await list('?search=iida%20kos')).players.map((p) => p.first_name)).toEqual(['Iida'])
    expect((await list('?search=%25')).players).toEqual([])
    expect((await list('?filter=agreement')).players.map((p) => p.first_name).sort()).toEqual(['Ana', 'Iida'])
    expect((await list('?filter=coached')).players.map((p) => p.first_name)).toEqual(['Iida'])
    const page2 = await list('?per_page=2&page=2')
    expect(page2.players).toHaveLength(1)
    expect(page2.meta).toEqual({ page: 2, per_page: 2, total: 3 })
  })

  it.each(['?filter=nope', '?page=0', '?per_page=101'])('refuses %s with 422', async (query) => {
    const { headers } = await coach(t.app)
    expect((await inject(headers, 'GET', `/api/v2/players${query}`)).statusCode).toBe(422)
  })

  it("never lists another coach's athletes", async () => {
    const a = await coach(t.app)
    const b = await coach(t.app)
    await createAthlete(t.app, a.headers, { first_name: 'Secret' })
    expect(playerListSchema.parse((await inject(b.headers, 'GET', '/api/v2/players')).json()).meta.total).toBe(0)
  })
})

describe('GET/PATCH/DELETE /api/v2/players/:id', () => {
  it('reads, edits and deletes an athlete', async () => {
    const { headers } = await coach(t.app)
    const player = await createAthlete(t.app, headers, { first_name: 'Iida', email: 'iida@example.com' })
    expect(
      playerResponseSchema.parse((await inject(headers, 'GET', `/api/v2/players/${player.id}`)).json()).player.id,
    ).toBe(player.id)

    clock = new Date('2026-03-11T08:00:00Z')
    const patched = await inject(headers, 'PATCH', `/api/v2/players/${player.id}`, {
      last_name: 'Koski',
      can_save_games: true,
    })
    expect(patched.statusCode).toBe(200)
    expect(playerResponseSchema.parse(patched.json()).player).toMatchObject({
      first_name: 'Iida',
      last_name: 'Koski',
      email: 'iida@example.com', // absent in the patch: unchanged
      can_save_games: true,
      permission_date: '2026-03-11',
      updated_at: '2026-03-11T08:00:00.000Z',
    })
    const coached = await inject(headers, 'PATCH', `/api/v2/players/${player.id}`, { is_coached: true, email: '' })
    expect(coached.json().player).toMatchObject({
      is_coached: true,
      coaching_start_date: '2026-03-11',
      email: null,
      permission_date: '2026-03-11',
    })

    expect((await inject(headers, 'DELETE', `/api/v2/players/${player.id}`)).statusCode).toBe(204)
    const gone = await inject(headers, 'GET', `/api/v2/players/${player.id}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ message: messages.userNotFound, code: 'userNotFound' })
  })

  it('refuses to revoke consent through the app', async () => {
    const { headers } = await coach(t.app)
    const player = await createAthlete(t.app, headers, { first_name: 'Iida', can_save_games: true })
    const response = await inject(headers, 'PATCH', `/api/v2/players/${player.id}`, { can_save_games: false })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ can_save_games: [messages.consentRevokeRefused] })
  })

  it('checks the merged athlete', async () => {
    const { headers } = await coach(t.app)
    const player = await createAthlete(t.app, headers, { first_name: 'Iida' })
    const noName = await inject(headers, 'PATCH', `/api/v2/players/${player.id}`, { first_name: '' })
    expect(noName.json().errors.first_name).toEqual([messages.eitherNameRequired])
    const noConsent = await inject(headers, 'PATCH', `/api/v2/players/${player.id}`, { is_coached: true })
    expect(noConsent.json().errors.is_coached).toEqual([messages.coachingNeedsConsent])
    const unknownField = await inject(headers, 'PATCH', `/api/v2/players/${player.id}`, { owner: 1 })
    expect(unknownField.statusCode).toBe(422)
  })

  it("answers 'User not found' for foreign, unknown and malformed ids on every athlete route", async () => {
    const a = await coach(t.app)
    const b = await coach(t.app)
    const player = await createAthlete(t.app, a.headers, { first_name: 'Iida' })
    for (const id of [player.id, 999_999, 'abc', '1.5', '99999999999', '-1']) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['GET', '/stats', undefined],
        ['PATCH', '', { first_name: 'X' }],
        ['DELETE', '', undefined],
      ] as const) {
        const response = await inject(b.headers, method, `/api/v2/players/${id}${suffix}`, body)
        expect(response.statusCode, `${method} ${id}${suffix}`).toBe(404)
        expect(response.json()).toEqual({ message: messages.userNotFound, code: 'userNotFound' })
      }
    }
    expect((await inject(a.headers, 'GET', `/api/v2/players/${player.id}`)).json().player.first_name).toBe('Iida')
  })

  it('refuses every athlete route to a coach viewer with 403', async () => {
    const viewer = await coach(t.app)
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/me',
      headers: viewer.headers,
      payload: { user: { coach_viewer: true } },
    })
    for (const [method, url] of [
      ['GET', '/api/v2/players'],
      ['POST', '/api/v2/players'],
      ['GET', '/api/v2/players/1'],
      ['PATCH', '/api/v2/players/1'],
      ['DELETE', '/api/v2/players/1'],
      ['GET', '/api/v2/players/1/stats'],
    ] as const) {
      const response = await inject(
        viewer.headers,
        method,
        url,
        method === 'POST' || method === 'PATCH' ? { first_name: 'X' } : undefined,
      )
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(errorResponseSchema.parse(response.json()).message).toBe(messages.coachViewerForbidden)
    }
  })

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/players' })).statusCode).toBe(401)
  })
})

describe('GET /api/v2/players/:id/stats', () => {
  it('is empty for an athlete without matches', async () => {
    const { headers } = await coach(t.app)
    const player = await createAthlete(t.app, headers, { first_name: 'Iida' })
    const body = playerStatsResponseSchema.parse(
      (await inject(headers, 'GET', `/api/v2/players/${player.id}/stats`)).json(),
    )
    expect(body.stats).toEqual({
      total_matches: 0,
      finished_matches: 0,
      wins: 0,
      losses: 0,
      win_rate: null,
      last_five: [],
      recent_matches: [],
      recommendations: [],
      trends: [],
    })
  })

  it('counts results and derives recommendations from the balls of linked matches', async () => {
    const c = await coach(t.app)
    const iida = await createAthlete(t.app, c.headers, { first_name: 'Iida', last_name: 'Koski' })
    const body = (team: 0 | 1) =>
      matchBody(c.organizationId, {
        pairs:
          team === 0
            ? [
                { players: [{ player_id: iida.id }, { name: 'Ana Ortiz' }] },
                { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
              ]
            : [
                { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
                { players: [{ player_id: iida.id }, { name: 'Ana Ortiz' }] },
              ],
      })
    const won = await createMatch(t.app, c.headers, body(0))
    const lost = await createMatch(t.app, c.headers, body(1))
    const ongoing = await createMatch(t.app, c.headers, body(0))
    await recordPoints(t.db, won.id, straightSetsWin(), new Date('2026-03-10T13:00:00Z'))
    await recordPoints(t.db, lost.id, straightSetsWin(), new Date('2026-03-10T14:00:00Z'))
    await recordPoints(t.db, ongoing.id, [0, 0, 1])
    const { stats } = playerStatsResponseSchema.parse(
      (await inject(c.headers, 'GET', `/api/v2/players/${iida.id}/stats`)).json(),
    )
    expect(stats).toMatchObject({ total_matches: 3, finished_matches: 2, wins: 1, losses: 1, win_rate: 50 })
    expect(stats.last_five).toEqual([
      { match_id: lost.id, result: 'L' },
      { match_id: won.id, result: 'W' },
    ])
    expect(stats.recent_matches.map((m) => m.id)).toEqual([ongoing.id, lost.id, won.id])
    // In the won match Iida (team 0's first player) finished 24 smash winners: a strength, named with its points.
    expect(stats.recommendations).toContainEqual(
      expect.objectContaining({
        kind: 'keep_using_shot',
        shot_type: 'smash',
        points: expect.any(Number),
        matches: expect.any(Number),
      }),
    )

    // ADR 0037: one trend entry per match with points, oldest first, hand-counted from the points recorded above.
    const group = (winners: number | null) => (g: { shot_group: string }) => ({
      shot_group: g.shot_group,
      winners_per_game: g.shot_group === 'offensive' ? winners : winners === null ? null : 0,
      forced_errors_per_game: winners === null ? null : 0,
      unforced_errors_per_game: winners === null ? null : 0,
    })
    expect(stats.trends.map((e) => [e.match_id, e.date])).toEqual([
      [won.id, '2026-03-10T13:00:00.000Z'],
      [lost.id, '2026-03-10T14:00:00.000Z'],
      [ongoing.id, expect.any(String)],
    ])
    const [first, second, third] = stats.trends
    // Won 6–0 6–0, every point Iida's smash winner: 48 winners in 12 games; she served 3 of the 12 games.
    expect(first).toMatchObject({
      title: 'Club final',
      games_played: 12,
      points_played: 48,
      impact: 4,
      winners_per_game: 4,
      forced_errors_per_game: 0,
      unforced_errors_per_game: 0,
      on_serve: { played: 12, won: 12 },
      on_return: { played: 24, won: 24 },
    })
    expect(first!.by_shot_group).toEqual(first!.by_shot_group.map(group(4)))
    // Lost 0–6 0–6 to the other side's winners.
    expect(second).toMatchObject({
      impact: 0,
      winners_per_game: 0,
      on_serve: { played: 12, won: 0 },
      on_return: { played: 24, won: 0 },
    })
    // Three points, no game completed: nothing per game yet.
    expect(third).toMatchObject({
      games_played: 0,
      impact: null,
      winners_per_game: null,
      on_serve: { played: 3, won: 2 },
      on_return: { played: 0, won: 0 },
    })
    expect(third!.by_shot_group).toEqual(third!.by_shot_group.map(group(null)))
  })
})
