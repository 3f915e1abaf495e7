// Longer than 300 lines on purpose: the statistics endpoint's visibility, shapes and figures on one recorded match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointType } from '@courtside/domain'
import { ballListSchema, errorResponseSchema, matchStatsResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createMatch, matchBody, noRateLimits } from './support/matches.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits() })
})
afterAll(async () => {
  await t?.close()
})

type Slot = 'A1' | 'A2' | 'B1' | 'B2'
interface BallSpec {
  type: PointType
  by: Slot
  shot?: string
  speed?: string
  prev?: Slot
  prevShot?: string
  from?: { x: number; y: number }
  to?: { x: number; y: number }
  comment?: string
}

interface Created {
  id: number
  slots: Record<Slot, number>
}

/** Records each ball through the real POST /balls (ADR 0016): it attributes the winner and sets the server. */
async function record(match: Created, specs: BallSpec[], headers = recorder.get(match.id)!) {
  for (const s of specs) {
    const ball = {
      client_id: crypto.randomUUID(),
      point_type: s.type,
      finisher_id: match.slots[s.by],
      ...(s.shot ? { shot_type: s.shot } : {}),
      ...(s.speed ? { shot_speed: s.speed } : {}),
      ...(s.prev ? { previous_shooter_id: match.slots[s.prev] } : {}),
      ...(s.prevShot ? { previous_shot_type: s.prevShot } : {}),
      ...(s.from ? { from: s.from } : {}),
      ...(s.to ? { to: s.to } : {}),
      ...(s.comment ? { comment: s.comment } : {}),
    }
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers,
      payload: { ball },
    })
    if (response.statusCode !== 201) throw new Error(`recording failed: ${response.statusCode} ${response.body}`)
  }
}

/** Who records on each match (its owner). */
const recorder = new Map<number, Record<string, string>>()

async function newMatch(
  headers: Record<string, string>,
  organizationId: number,
  overrides: Record<string, unknown> = {},
): Promise<Created> {
  const m = await createMatch(
    t.app,
    headers,
    matchBody(organizationId, {
      license: 'pro',
      title: 'Club final',
      pairs: [
        { players: [{ name: 'Iida Koski' }, { name: 'Ana Ortiz' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
      ],
      ...overrides,
    }),
  )
  const [a1, a2] = m.pairs[0]!.players
  const [b1, b2] = m.pairs[1]!.players
  recorder.set(m.id, headers)
  return { id: m.id, slots: { A1: a1!.id, A2: a2!.id, B1: b1!.id, B2: b2!.id } }
}

// Set 1: Iida wins every point with a volley (24 points, 6-0; servers A1, B1, A2, B2, A1, B1).
const SET_ONE: BallSpec[] = Array.from({ length: 24 }, () => ({ type: 'winner', by: 'A1', shot: 'volley' }))
// Set 2, game 7 (Ana serves) then game 8 (Mia serves), worked out by hand below.
const SET_TWO: BallSpec[] = [
  {
    type: 'winner',
    by: 'B1',
    shot: 'smash',
    speed: 'fast',
    prev: 'A1',
    prevShot: 'lob',
    from: { x: 0.4, y: 0.6 },
    to: { x: 0.2, y: 0.1 },
  }, // 0-15
  { type: 'unforced_error', by: 'A1', shot: 'backhand_after_glass' }, // 0-30
  { type: 'forced_error', by: 'B2', shot: 'volley', prev: 'A2', prevShot: 'bandeja' }, // 15-30
  { type: 'unforced_error', by: 'A1', shot: 'backhand_after_glass' }, // 15-40
  { type: 'winner', by: 'B1', shot: 'bandeja', prev: 'A2', prevShot: 'lob', to: { x: 0.7, y: 0.05 } }, // break: 0-1
  { type: 'ace', by: 'B2' }, // 0-15 (from team 0's side: 0-15)
  { type: 'serve_return_error', by: 'A2', shot: 'forehand' }, // 0-30
  { type: 'double_fault', by: 'B2' }, // 15-30
]

describe('GET /api/v2/matches/:id/stats', () => {
  let owner: Awaited<ReturnType<typeof coach>>
  let match: Created
  beforeAll(async () => {
    owner = await coach(t.app)
    match = await newMatch(owner.headers, owner.organizationId)
    await record(match, [...SET_ONE, ...SET_TWO])
  })
  const get = (url: string, headers = owner.headers) => t.app.inject({ method: 'GET', url, headers })
  const statsOf = async (query = '') => {
    const response = await get(`/api/v2/matches/${match.id}/stats${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return matchStatsResponseSchema.parse(response.json()).stats
  }

  it('computes the whole match: games, points, impact per player and team', async () => {
    const stats = await statsOf()
    expect(stats.filter).toEqual({ set: null, player_id: null })
    expect(stats.games_played).toBe(7)
    expect(stats.points_played).toBe(32)
    const iida = stats.players.find((p) => p.id === match.slots.A1)!
    // 24 winners − 2 unforced errors − 1 winner given (Lea's smash off Iida's lob), over 7 games.
    expect(iida).toMatchObject({
      name: 'Iida Koski',
      team: 0,
      points_won: 26,
      winners: 24,
      unforced_errors: 2,
      winners_given: 1,
      impact: 3,
    })
    expect(stats.teams.map((tm) => tm.points_won)).toEqual([26, 6])
    expect(stats.story).toHaveLength(32)
    expect(stats.story[0]).toMatchObject({
      seq: 1,
      set: 1,
      game: 1,
      finisher_name: 'Iida Koski',
      shot_type: 'volley',
      score_before: { sets: '', games: '0-0', points: '0-0' },
    })
  })

  it("gives pair A's win probability around every point, chained, rising with their lead (docs/win-probability.md)", async () => {
    const { pressure, story } = await statsOf()
    expect(pressure).not.toBeNull()
    const points = pressure!.points
    expect(points.map((p) => p.seq)).toEqual(story.map((e) => e.seq))
    for (const [i, p] of points.entries()) {
      expect(p.after).toBeGreaterThanOrEqual(0)
      expect(p.after).toBeLessThanOrEqual(1)
      if (i > 0) expect(p.before).toBe(points[i - 1]!.after)
      expect(p.leverage).toBeGreaterThanOrEqual(0)
    }
    // Pair A a set up and ahead in the second: far above even after the last point.
    expect(points.at(-1)!.after).toBeGreaterThan(0.9)
    expect(points[0]!.before).toBeGreaterThan(0.3)
    expect(points[0]!.before).toBeLessThan(0.7)
    const ids = pressure!.players.map((p) => p.player_id).sort()
    expect(ids).toEqual(Object.values(match.slots).sort())
    // The set filter scopes the points listed; the chances stay those of the whole match.
    const second = (await statsOf('?set=2')).pressure!.points
    expect(second.map((p) => p.seq)).toEqual(
      points.filter((p) => second.some((q) => q.seq === p.seq)).map((p) => p.seq),
    )
    expect(second[0]).toEqual(points.find((p) => p.seq === second[0]!.seq))
  })

  it('filters by set: everything scoped to set 2, hand-worked', async () => {
    const stats = await statsOf('?set=2')
    expect(stats.filter).toEqual({ set: 2, player_id: null })
    expect(stats.games_played).toBe(1)
    expect(stats.points_played).toBe(8)
    const by = (slot: Slot) => stats.players.find((p) => p.id === match.slots[slot])!
    expect(by('A1')).toMatchObject({ winners: 0, unforced_errors: 2, winners_given: 1, impact: -3 })
    expect(by('A2')).toMatchObject({ forced_to_error: 1, serve_return_errors: 1, winners_given: 1, impact: -1 })
    expect(by('B1')).toMatchObject({ winners: 2, impact: 2 })
    expect(by('B2')).toMatchObject({ aces: 1, forced_errors: 1, double_faults: 1, impact: 1 })
    // Rows follow SHOT_TYPES' order; the winner given is counted on Iida's lob, the shot that set it up.
    expect(by('A1').by_shot_type).toEqual([
      expect.objectContaining({ shot_type: 'lob', winners_given: 1 }),
      expect.objectContaining({ shot_type: 'backhand_after_glass', unforced_errors: 2 }),
    ])
    const [a, b] = stats.teams
    expect(a).toMatchObject({
      points_won: 2,
      on_serve: { played: 5, won: 1 },
      on_return: { played: 3, won: 1 },
      break_points: { chances: 0, converted: 0, faced: 1, saved: 0 },
    })
    expect(b).toMatchObject({
      points_won: 6,
      on_serve: { played: 3, won: 2 },
      on_return: { played: 5, won: 4 },
      break_points: { chances: 1, converted: 1, faced: 0, saved: 0 },
    })
    expect(b!.game_points).toEqual({ played: 1, won: 1 })
    expect(stats.court_map.map((p) => [p.seq, p.outcome, p.from, p.to])).toEqual([
      [25, 'winner', { x: 0.4, y: 0.6 }, { x: 0.2, y: 0.1 }],
      [29, 'winner', null, { x: 0.7, y: 0.05 }],
    ])
    expect(stats.story[4]).toMatchObject({
      seq: 29,
      decisive: ['break_point'],
      score_before: { sets: '6-0', games: '0-0', points: '15-40' },
      score_after: { games: '0-1', points: '0-0' },
      ends_game: true,
    })
    // Balls 4–7 of the set (seq 28–31; seq is 1-based, ADR 0016) all went to Lea and Mia.
    expect(stats.highlights.longest_run).toEqual({ team: 1, points: 4, from_seq: 28, to_seq: 31 })
  })

  it('filters by player: only that player and their team, and the balls they took part in', async () => {
    const lea = match.slots.B1
    const all = await statsOf(`?player=${match.slots.B1}`)
    expect(all.players.map((p) => p.id)).toEqual([lea])
    expect(all.teams.map((tm) => tm.team)).toEqual([1])
    // Lea served games 2 and 6 (8 points) and finished two points of set 2.
    expect(all.story).toHaveLength(10)
    const setTwo = await statsOf(`?set=2&player=${match.slots.B1}`)
    expect(setTwo.filter).toEqual({ set: 2, player_id: lea })
    expect(setTwo.players[0]).toMatchObject({ id: lea, winners: 2, impact: 2 })
    expect(setTwo.story.map((e) => e.seq)).toEqual([25, 29])
    expect(setTwo.momentum.map((m) => m.diff)).toEqual([-1, -2])
  })

  it('answers 422 in the error shape for a set or player that cannot be filtered on', async () => {
    for (const [query, field, message] of [
      ['?set=abc', 'set', messages.statsSetInvalid],
      ['?set=0', 'set', messages.statsSetInvalid],
      ['?set=4', 'set', messages.statsSetInvalid],
      ['?player=abc', 'player', messages.statsPlayerInvalid],
      ['?player=999999', 'player', messages.statsPlayerInvalid],
    ] as const) {
      const response = await get(`/api/v2/matches/${match.id}/stats${query}`)
      expect(response.statusCode, query).toBe(422)
      const body = errorResponseSchema.parse(response.json())
      expect(body.errors?.[field], query).toEqual([message])
    }
    // A set the rules allow but not played yet is empty, not an error.
    expect((await statsOf('?set=3')).points_played).toBe(0)
  })

  it('hides a match the user may not see exactly like a missing one', async () => {
    const other = await coach(t.app)
    for (const url of [
      `/api/v2/matches/${match.id}/stats`,
      `/api/v2/matches/${match.id}/balls.csv`,
      '/api/v2/matches/99999999/stats',
      '/api/v2/matches/x/stats',
    ]) {
      const response = await get(url, other.headers)
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' })
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}/stats` })).statusCode).toBe(401)
  })

  it('shows a public match to another coach', async () => {
    const publicMatch = await newMatch(owner.headers, owner.organizationId, { visibility: 'public' })
    await record(publicMatch, SET_TWO.slice(0, 2))
    const other = await coach(t.app)
    const response = await get(`/api/v2/matches/${publicMatch.id}/stats`, other.headers)
    expect(response.statusCode).toBe(200)
    expect(matchStatsResponseSchema.parse(response.json()).stats.points_played).toBe(2)
  })

  it('counts a free match without shot breakdowns', async () => {
    const free = await newMatch(owner.headers, owner.organizationId, { license: 'free' })
    await record(free, [
      { type: 'winner', by: 'A1' },
      { type: 'unforced_error', by: 'B1' },
      { type: 'ace', by: 'A1' },
      { type: 'forced_error', by: 'A2' },
      { type: 'winner', by: 'B2' },
    ])
    const response = await get(`/api/v2/matches/${free.id}/stats`)
    const stats = matchStatsResponseSchema.parse(response.json()).stats
    expect(stats.points_played).toBe(5)
    expect(stats.games_played).toBe(0)
    const iida = stats.players.find((p) => p.id === free.slots.A1)!
    expect(iida).toMatchObject({ winners: 1, aces: 1, impact: null, by_shot_type: [], by_shot_group: [] })
    expect(stats.teams[0]!.points_won).toBe(3)
    expect(stats.court_map).toEqual([])
    expect(stats.findings).toEqual([])
    expect(stats.story[0]).toMatchObject({
      point_type: 'winner',
      finisher_name: 'Iida Koski',
      shot_type: null,
      shot_speed: null,
    })
  })
})

describe('GET /api/v2/matches/:id/balls.csv', () => {
  it('downloads one row per ball with every field and the score before and after', async () => {
    const owner = await coach(t.app)
    const match = await newMatch(owner.headers, owner.organizationId, { title: 'Mäki vs "Virta"' })
    await record(match, [...SET_ONE.slice(0, 4), { ...SET_TWO[0]!, comment: 'great, "clean" smash' }])
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/matches/${match.id}/balls.csv`,
      headers: owner.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Maki vs 'Virta'-points.csv"; filename*=UTF-8''M%C3%A4ki%20vs%20%22Virta%22-points.csv`,
    )
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const lines = response.body.slice(1).trimEnd().split('\r\n')
    expect(lines).toHaveLength(6)
    expect(lines[0]).toBe(
      'seq,set,game,game_in_set,tie_break,server_id,server_name,winner_team,point_type,finisher_id,finisher_name,shot_type,shot_speed,previous_shooter_id,previous_shooter_name,previous_shot_type,previous_shot_speed,from_x,from_y,to_x,to_y,comment,serve,tapped_at,score_before_sets,score_before_games,score_before_points,score_after_sets,score_after_games,score_after_points',
    )
    const { A1, B1 } = match.slots
    const taps = ballListSchema
      .parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}/balls`, headers: owner.headers })
        ).json(),
      )
      .balls.map((b) => b.tapped_at)
    expect(lines[4]).toBe(
      `4,1,1,1,false,${A1},Iida Koski,0,winner,${A1},Iida Koski,volley,,,,,,,,,,,,${taps[3]},,0–0,40–0,,1–0,0–0`,
    )
    // The fifth ball opens game 2 on Lea's serve: her smash winner off Iida's lob, with a comment that needs quoting.
    expect(lines[5]).toBe(
      `5,1,2,2,false,${B1},Lea Virta,1,winner,${B1},Lea Virta,smash,fast,${A1},Iida Koski,lob,,0.4,0.6,0.2,0.1,"great, ""clean"" smash",,${taps[4]},,1–0,0–0,,1–0,0–15`,
    )
  })
})
