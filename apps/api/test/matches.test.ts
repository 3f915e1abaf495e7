// Longer than 300 lines on purpose: every rule of POST/GET/PATCH/DELETE /matches against one app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponseSchema, matchListSchema, matchResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { noRateLimits } from './support/matches.ts'
import {
  coach,
  createAthlete,
  createMatch,
  joinOrganization,
  matchBody,
  recordPoints,
  straightSetsWin,
} from './support/matches.ts'

let t: TestApp
let clock = new Date('2026-03-10T12:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, rateLimits: noRateLimits() })
})
afterAll(async () => {
  await t?.close()
})

const post = (headers: Record<string, string>, match: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v2/matches', headers, payload: { match } })

describe('POST /api/v2/matches', () => {
  it('creates the documented doubles match with athletes and new names', async () => {
    const c = await coach(t.app)
    const iida = await createAthlete(t.app, c.headers, { first_name: 'Iida', last_name: 'Koski' })
    const lea = await createAthlete(t.app, c.headers, { first_name: 'Lea', last_name: 'Virta', display_name: 'Leppis' })
    const response = await post(
      c.headers,
      matchBody(c.organizationId, {
        license: 'pro',
        description: 'Semis',
        pairs: [
          { players: [{ player_id: iida.id }, { name: 'Ana Ortiz' }] },
          { players: [{ player_id: lea.id }, { name: 'Mia Mäki' }] },
        ],
        visibility: 'internal',
        background: { style: 'gradient', from: '#0ea5e9', to: '#22c55e' },
        show_server_indicator: false,
      }),
    )
    expect(response.statusCode).toBe(201)
    const { match } = matchResponseSchema.parse(response.json())
    const [a1, a2] = match.pairs[0]!.players
    const [b1, b2] = match.pairs[1]!.players
    expect(match).toMatchObject({
      title: 'Club final',
      description: 'Semis',
      organization: { id: c.organizationId, name: 'Iida Koski' },
      sport: 'padel',
      match_type: 'doubles',
      license: 'pro',
      source: 'coach',
      status: 'not_started',
      rules: {
        sets_to_win: 2,
        games_to_win_set: 6,
        golden_point: true,
        star_point: false,
        super_tie_break: true,
        super_tie_break_points_to_win: 10,
      },
      server_order: [a1!.id, b1!.id, a2!.id, b2!.id],
      score: {
        sets: [{ games: [0, 0], tie_break: null, super_tie_break: false }],
        current_game: { points: ['0', '0'], tie_break: false },
        server_id: a1!.id,
        winner_team: null,
      },
      points_count: 0,
      visibility: 'internal',
      background: { style: 'gradient', from: '#0ea5e9', to: '#22c55e' },
      show_server_indicator: false,
      can_edit: true,
      created_at: '2026-03-10T12:00:00.000Z',
      updated_at: '2026-03-10T12:00:00.000Z',
      balls_updated_at: null,
    })
    expect([a1, a2, b1, b2].map((p) => [p!.player_id, p!.name])).toEqual([
      [iida.id, 'Iida Koski'],
      [null, 'Ana Ortiz'],
      [lea.id, 'Leppis'],
      [null, 'Mia Mäki'],
    ])
    // A match-only player is not an athlete.
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/players', headers: c.headers })).json().meta.total).toBe(
      2,
    )
  })

  it('uses tennis defaults, singles order and an explicit server order', async () => {
    const c = await coach(t.app)
    const singles = await createMatch(
      t.app,
      c.headers,
      matchBody(c.organizationId, {
        sport: 'tennis',
        match_type: 'singles',
        pairs: [{ players: [{ name: 'Ana Ortiz' }] }, { players: [{ name: 'Lea Virta' }] }],
      }),
    )
    const parsed = matchResponseSchema.shape.match.parse(singles)
    expect(parsed.rules).toMatchObject({ golden_point: false, super_tie_break: false })
    expect(parsed.server_order).toEqual([parsed.pairs[0]!.players[0]!.id, parsed.pairs[1]!.players[0]!.id])

    const custom = matchResponseSchema.shape.match.parse(
      await createMatch(
        t.app,
        c.headers,
        matchBody(c.organizationId, {
          server_order: [
            { team: 1, index: 1 },
            { team: 0, index: 0 },
            { team: 1, index: 0 },
            { team: 0, index: 1 },
          ],
        }),
      ),
    )
    const [a, b] = custom.pairs
    expect(custom.server_order).toEqual([b!.players[1]!.id, a!.players[0]!.id, b!.players[0]!.id, a!.players[1]!.id])
    expect(custom.score.server_id).toBe(b!.players[1]!.id)
  })

  it('takes rules as given, and answers the deciding point and the set tie-break they mean', async () => {
    const c = await coach(t.app)
    const rules = {
      sets_to_win: 1,
      games_to_win_set: 4,
      tie_break_points_to_win: 7,
      golden_point: false,
      star_point: true,
      super_tie_break: false,
      super_tie_break_points_to_win: 10,
      final_set_tie_break: true,
      final_set_tie_break_points_to_win: 7,
    }
    const match = await createMatch(t.app, c.headers, matchBody(c.organizationId, { rules }))
    // The older switches say star point; the set's tie-break is at its length and won by two by default.
    expect(match.rules).toEqual({
      ...rules,
      deciding_point_at_deuce: 3,
      set_tie_break_at: 4,
      tie_break_sudden_death: false,
      timed_minutes: null,
    })
  })

  it.each([
    ['title', { title: ' ' }, 'title', messages.titleRequired],
    ['organization', { organization_id: undefined }, 'organization_id', messages.organizationRequired],
    [
      'player 1',
      {
        pairs: [{ players: [null, { name: 'Ana Ortiz' }] }, { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] }],
      },
      'pairs.0.players.0',
      messages.player1Required,
    ],
    [
      'player 2',
      { pairs: [{ players: [{ name: 'Ana Ortiz' }] }, { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] }] },
      'pairs.0.players.1',
      messages.playerNameRequired,
    ],
    [
      'empty name',
      {
        pairs: [
          { players: [{ name: '' }, { name: 'Ana Ortiz' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
      },
      'pairs.0.players.0.name',
      messages.playerNameRequired,
    ],
    [
      'one-word name',
      {
        pairs: [
          { players: [{ name: 'Ana' }, { name: 'Ana Ortiz' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
      },
      'pairs.0.players.0.name',
      messages.playerFullNameRequired,
    ],
    [
      'server order',
      {
        server_order: [
          { team: 0, index: 0 },
          { team: 0, index: 1 },
          { team: 1, index: 0 },
          { team: 1, index: 1 },
        ],
      },
      'server_order',
      messages.invalidServerOrder,
    ],
    [
      'short server order',
      {
        server_order: [
          { team: 0, index: 0 },
          { team: 1, index: 0 },
        ],
      },
      'server_order',
      messages.invalidServerOrder,
    ],
    [
      'window',
      { start_showing_at: '2026-03-10T12:00:00Z', stop_showing_at: '2026-03-10T11:00:00Z' },
      'stop_showing_at',
      messages.stopBeforeStart,
    ],
    ['licence', { license: 'gold' }, 'license', undefined],
    [
      'golden and star',
      {
        rules: {
          sets_to_win: 2,
          games_to_win_set: 6,
          tie_break_points_to_win: 7,
          golden_point: true,
          star_point: true,
          super_tie_break: true,
          super_tie_break_points_to_win: 10,
          final_set_tie_break: true,
          final_set_tie_break_points_to_win: 7,
        },
      },
      'rules.star_point',
      messages.goldenAndStarPoint,
    ],
  ])('refuses a bad %s with 422', async (_name, overrides, field, message) => {
    const c = await coach(t.app)
    const response = await post(c.headers, matchBody(c.organizationId, overrides))
    expect(response.statusCode).toBe(422)
    const errors = errorResponseSchema.parse(response.json()).errors ?? {}
    expect(errors[field]).toBeDefined()
    if (message) expect(errors[field]).toContain(message)
  })

  it("refuses another coach's athlete, an athlete twice, and an organization where the coach is not admin", async () => {
    const a = await coach(t.app)
    const b = await coach(t.app)
    const foreign = await createAthlete(t.app, b.headers, { first_name: 'Other' })
    const mine = await createAthlete(t.app, a.headers, { first_name: 'Mine' })
    const response = await post(
      a.headers,
      matchBody(b.organizationId, {
        pairs: [
          { players: [{ player_id: foreign.id }, { player_id: mine.id }] },
          { players: [{ player_id: mine.id }, { name: 'Mia Mäki' }] },
        ],
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      organization_id: [messages.organizationNotAdmin],
      'pairs.0.players.0.player_id': [messages.userNotFound],
      'pairs.1.players.0.player_id': [messages.playerInMatchTwice],
    })
    // A plain member (coach role) of an organization cannot link matches to it either; an admin can.
    await joinOrganization(t.db, a.userId, b.organizationId, 'coach')
    expect((await post(a.headers, matchBody(b.organizationId))).json().errors).toEqual({
      organization_id: [messages.organizationNotAdmin],
    })
    const c = await coach(t.app)
    await joinOrganization(t.db, c.userId, b.organizationId, 'admin')
    expect((await post(c.headers, matchBody(b.organizationId))).statusCode).toBe(201)
    // Pending admins are not admins yet.
    const d = await coach(t.app)
    await joinOrganization(t.db, d.userId, b.organizationId, 'admin', 'pending')
    expect((await post(d.headers, matchBody(b.organizationId))).statusCode).toBe(422)
  })

  it('refuses malformed bodies without a 500', async () => {
    const c = await coach(t.app)
    for (const payload of [
      {},
      { match: null },
      { match: [] },
      { match: { pairs: 'x' } },
      { match: matchBody(c.organizationId, { organization_id: 1e12 }) },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v2/matches', headers: c.headers, payload })
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/matches',
      headers: { ...c.headers, 'content-type': 'application/json' },
      payload: '{"match":',
    })
    expect(broken.statusCode).toBe(400)
  })

  it('lets a coach viewer create and list matches', async () => {
    const v = await coach(t.app)
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/me',
      headers: v.headers,
      payload: { user: { coach_viewer: true } },
    })
    await createMatch(t.app, v.headers, matchBody(v.organizationId))
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/matches', headers: v.headers })).json().meta.total).toBe(
      1,
    )
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/dashboard', headers: v.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/organizations', headers: v.headers })).statusCode).toBe(
      200,
    )
  })
})

describe('GET /api/v2/matches', () => {
  it('searches titles and player names, filters status and source, paginates newest first', async () => {
    const c = await coach(t.app)
    clock = new Date('2026-03-10T12:00:00Z')
    const first = await createMatch(t.app, c.headers, matchBody(c.organizationId, { title: 'Morning drill' }))
    clock = new Date('2026-03-10T13:00:00Z')
    const second = await createMatch(
      t.app,
      c.headers,
      matchBody(c.organizationId, {
        title: 'Club final',
        pairs: [
          { players: [{ name: 'Zoe Zamora' }, { name: 'Bea Blanco' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
      }),
    )
    clock = new Date('2026-03-10T14:00:00Z')
    const third = await createMatch(t.app, c.headers, matchBody(c.organizationId, { title: '100% effort_' }))
    await recordPoints(t.db, second.id, [0, 1, 0])
    await recordPoints(t.db, third.id, straightSetsWin())
    const ids = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/matches${query}`, headers: c.headers })
      expect(response.statusCode).toBe(200)
      return matchListSchema.parse(response.json()).matches.map((m) => m.id)
    }
    expect(await ids('')).toEqual([third.id, second.id, first.id])
    expect(await ids('?search=drill')).toEqual([first.id])
    expect(await ids('?search=zamora')).toEqual([second.id])
    expect(await ids('?search=100%25')).toEqual([third.id])
    expect(await ids('?search=_')).toEqual([third.id])
    expect(await ids('?status=not_started')).toEqual([first.id])
    expect(await ids('?status=ongoing')).toEqual([second.id])
    expect(await ids('?status=finished')).toEqual([third.id])
    expect(await ids('?source=coach')).toEqual([third.id, second.id, first.id])
    expect(await ids('?source=live')).toEqual([])
    expect(await ids('?per_page=2&page=2')).toEqual([first.id])
    const meta = (await t.app.inject({ method: 'GET', url: '/api/v2/matches?per_page=2', headers: c.headers })).json()
      .meta
    expect(meta).toEqual({ page: 1, per_page: 2, total: 3 })
  })

  it.each(['?status=ongoingx', '?source=web', '?page=0', '?per_page=0'])('refuses %s with 422', async (query) => {
    const c = await coach(t.app)
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/matches${query}`, headers: c.headers })).statusCode).toBe(
      422,
    )
  })
})

describe('GET/PATCH/DELETE /api/v2/matches/:id', () => {
  it('reads, edits every tab and deletes; updated_at moves on every change', async () => {
    const c = await coach(t.app)
    clock = new Date('2026-03-10T12:00:00Z')
    const match = await createMatch(t.app, c.headers, matchBody(c.organizationId))
    const read = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: c.headers })
    expect(matchResponseSchema.parse(read.json()).match.id).toBe(match.id)

    const patch = (body: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v2/matches/${match.id}`,
        headers: c.headers,
        payload: { match: body },
      })
    const edited = await patch({
      title: 'Renamed',
      description: 'Finals day',
      visibility: 'public',
      start_showing_at: '2026-03-10T10:00:00Z',
      stop_showing_at: '2026-03-11T10:00:00.000Z',
      background: { style: 'gradient', from: '#000000', to: '#ffffff' },
      show_server_indicator: false,
    })
    expect(edited.statusCode).toBe(200)
    const after = matchResponseSchema.parse(edited.json()).match
    expect(after).toMatchObject({
      title: 'Renamed',
      description: 'Finals day',
      visibility: 'public',
      start_showing_at: '2026-03-10T10:00:00.000Z',
      stop_showing_at: '2026-03-11T10:00:00.000Z',
      background: { style: 'gradient', from: '#000000', to: '#ffffff' },
      show_server_indicator: false,
    })
    // Same clock instant: updated_at still moves forward.
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(match.updated_at as string))
    const again = matchResponseSchema.parse((await patch({ title: 'Again' })).json()).match
    expect(Date.parse(again.updated_at)).toBeGreaterThan(Date.parse(after.updated_at))

    // The window is checked against the stored other end.
    const badWindow = await patch({ stop_showing_at: '2026-03-10T09:00:00Z' })
    expect(badWindow.statusCode).toBe(422)
    expect(badWindow.json().errors).toEqual({ stop_showing_at: [messages.stopBeforeStart] })
    expect((await patch({ title: '' })).json().errors).toEqual({ title: [messages.titleRequired] })
    expect((await patch({ license: 'pro' })).statusCode).toBe(422)
    expect(
      (await patch({ background: { style: 'gradient', from: 'red', to: '#ffffff' } })).json().errors['background.from'],
    ).toEqual([messages.invalidColor])

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${match.id}`, headers: c.headers })
    expect(del.statusCode).toBe(204)
    const gone = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: c.headers })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ message: messages.notFound, code: 'notFound' })
  })

  it('answers 404 for unknown and malformed ids on every match route', async () => {
    const c = await coach(t.app)
    for (const id of ['999999', 'abc', '0', '1e3', '99999999999']) {
      for (const [method, suffix, payload] of [
        ['GET', '', undefined],
        ['PATCH', '', { match: { title: 'x' } }],
        ['DELETE', '', undefined],
        ['PUT', '/server', { player_id: 1 }],
      ] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/v2/matches/${id}${suffix}`,
          headers: c.headers,
          ...(payload ? { payload } : {}),
        })
        expect(response.statusCode, `${method} ${id}${suffix}`).toBe(404)
        expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' })
      }
    }
  })

  it("hides another coach's private match (404) on every route", async () => {
    const a = await coach(t.app)
    const b = await coach(t.app)
    const match = await createMatch(t.app, a.headers, matchBody(a.organizationId))
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { match: { title: 'x' } }],
      ['DELETE', '', undefined],
      ['PUT', '/server', { player_id: 1 }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v2/matches/${match.id}${suffix}`,
        headers: b.headers,
        ...(payload ? { payload } : {}),
      })
      expect(response.statusCode, `${method}${suffix}`).toBe(404)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/matches', headers: b.headers })).json().meta.total).toBe(
      0,
    )
  })

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/matches'],
      ['POST', '/api/v2/matches'],
      ['GET', '/api/v2/matches/1'],
      ['GET', '/api/v2/dashboard'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401)
    }
  })
})
