import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Team } from '@courtside/domain'
import { matches } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, quickPoint, recordQuickPoints, type TestCoach } from './support/balls.ts'

const padelRules = {
  sets_to_win: 2,
  games_to_win_set: 6,
  tie_break_points_to_win: 7,
  super_tie_break: true,
  super_tie_break_points_to_win: 10,
  final_set_tie_break: true,
  final_set_tie_break_points_to_win: 7,
}
/** Raw points of one game that reach the given deuce (3–3, 4–4, 5–5 for the first, second, third). */
const toDeuce = (n: number): Team[] => [
  0,
  0,
  0,
  1,
  1,
  1,
  ...Array.from({ length: n - 1 }, () => [0, 1] as Team[]).flat(),
]
const setOf = (body: unknown) => (body as { match: { score: { sets: { games: number[] }[] } } }).match.score.sets

let t: TestApp
let coach: TestCoach
beforeAll(async () => {
  t = await createTestApp({ freePlanProGamesPerMonth: 100 })
  coach = await newCoach(t.app)
})
afterAll(() => t.close())

describe('match rules: the deciding point at deuce and the set tie-break', () => {
  it('answers the deciding point and the older booleans agreeing, whichever way they were sent', async () => {
    const silver = await t.app.inject({
      method: 'GET',
      url: `/api/v2/matches/${(await newMatch(t.app, coach, { rules: { ...padelRules, deciding_point_at_deuce: 2 } })).id}`,
      headers: coach.headers,
    })
    expect(silver.json().match.rules).toMatchObject({
      deciding_point_at_deuce: 2,
      golden_point: false,
      star_point: false,
      set_tie_break_at: 6,
    })
    const star = await newMatch(t.app, coach, { rules: { ...padelRules, golden_point: false, star_point: true } })
    const [row] = await t.db.select({ rules: matches.rules }).from(matches).where(eq(matches.id, star.id))
    expect(row!.rules).toMatchObject({ deciding_point_at_deuce: 3, golden_point: false, star_point: true })
  })

  it('refuses rules that do not agree with themselves, with field errors and nothing written', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(matches)
    const refuse = async (rules: Record<string, unknown>, field: string, message: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/matches',
        headers: coach.headers,
        payload: {
          match: {
            title: 'x',
            organization_id: coach.organizationId,
            license: 'pro',
            pairs: [
              { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
              { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
            ],
            rules,
          },
        },
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().errors[field]).toEqual([message])
    }
    await refuse(
      { ...padelRules, deciding_point_at_deuce: 2, golden_point: true },
      'rules.deciding_point_at_deuce',
      'Golden point and star point must agree with the deciding point at deuce',
    )
    await refuse(
      { ...padelRules, golden_point: true, star_point: true },
      'rules.star_point',
      'Choose either golden point or star point, not both',
    )
    await refuse(
      { ...padelRules, set_tie_break_at: 4 },
      'rules.set_tie_break_at',
      "Play the set's tie-break at games-all of its length or one game earlier",
    )
    await refuse(
      { ...padelRules, tie_break_sudden_death: 'yes' },
      'rules.tie_break_sudden_death',
      expect.any(String) as never,
    )
    await refuse(
      { ...padelRules, deciding_point_at_deuce: 4 },
      'rules.deciding_point_at_deuce',
      expect.any(String) as never,
    )
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(matches)
    expect(after[0]!.n).toBe(before[0]!.n)
  })

  it('records a silver-point game: advantage at the first deuce, the second deuce decides', async () => {
    const match = await newMatch(t.app, coach, { rules: { ...padelRules, deciding_point_at_deuce: 2 } })
    const afterAdvantage = await recordQuickPoints(t.app, coach.headers, match.id, [...toDeuce(1), 0])
    expect(setOf(afterAdvantage)[0]!.games).toEqual([0, 0])
    const decided = await recordQuickPoints(t.app, coach.headers, match.id, [1, 1])
    expect(setOf(decided)[0]!.games).toEqual([0, 1])
  })

  it('records a Fast4 match to the end: sets to four, tie-breaks at three all', async () => {
    const fast4 = {
      ...padelRules,
      games_to_win_set: 4,
      set_tie_break_at: 3,
      super_tie_break: false,
      deciding_point_at_deuce: 1,
    }
    const match = await newMatch(t.app, coach, { rules: fast4 })
    const game = (team: Team): Team[] => [team, team, team, team]
    const threeAll = [0, 1, 0, 1, 0, 1].flatMap((team) => game(team as Team))
    const tieBreak: Team[] = Array(7).fill(0)
    const last = await recordQuickPoints(t.app, coach.headers, match.id, [
      ...threeAll,
      ...tieBreak,
      ...game(0),
      ...game(0),
      ...game(0),
      ...game(0),
    ])
    expect(last!.match.status).toBe('finished')
    expect(setOf(last)).toEqual([
      { games: [4, 3], tie_break: [7, 0], super_tie_break: false },
      { games: [4, 0], tie_break: null, super_tie_break: false },
    ])
  })

  it('records a sudden-death tie-break: at 4–4 of a tie-break to 5 the next point wins; stored without it, by two', async () => {
    const fast4 = {
      ...padelRules,
      games_to_win_set: 4,
      set_tie_break_at: 3,
      tie_break_points_to_win: 5,
      tie_break_sudden_death: true,
      super_tie_break: false,
      deciding_point_at_deuce: 1,
    }
    const game = (team: Team): Team[] => [team, team, team, team]
    const toFourAll: Team[] = [...[0, 1, 0, 1, 0, 1].flatMap((team) => game(team as Team)), 0, 1, 0, 1, 0, 1, 0, 1]
    const match = await newMatch(t.app, coach, { rules: fast4 })
    const answered = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: coach.headers })
    expect(answered.json().match.rules).toMatchObject({ tie_break_sudden_death: true, tie_break_points_to_win: 5 })
    const won = await recordQuickPoints(t.app, coach.headers, match.id, [...toFourAll, 1])
    expect(setOf(won)[0]).toEqual({ games: [3, 4], tie_break: [4, 5], super_tie_break: false })

    // A match stored before the rule existed (no field): read as won by two, answered as false.
    const older = await newMatch(t.app, coach, { rules: fast4 })
    await t.db.execute(sql`update matches set rules = rules - 'tie_break_sudden_death' where id = ${older.id}`)
    const read = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${older.id}`, headers: coach.headers })
    expect(read.json().match.rules.tie_break_sudden_death).toBe(false)
    const playsOn = await recordQuickPoints(t.app, coach.headers, older.id, [...toFourAll, 1])
    expect(setOf(playsOn)).toHaveLength(1)
    expect((playsOn as { match: { score: { current_game: unknown } } }).match.score.current_game).toMatchObject({
      points: ['4', '5'],
    })
  })

  it('a match stored before the deciding point existed keeps its golden point', async () => {
    const match = await newMatch(t.app, coach)
    // Both stored forms as an earlier version wrote them: the booleans only, and an engine state with its own copy.
    await t.db.execute(
      sql`update matches set rules = rules - 'deciding_point_at_deuce' - 'set_tie_break_at' where id = ${match.id}`,
    )
    const migration = readFileSync(
      new URL('../src/db/migrations/0012_rules_deciding_point.sql', import.meta.url),
      'utf8',
    )
    await recordQuickPoints(t.app, coach.headers, match.id, [0])
    await t.db.execute(
      sql`update matches set engine_state = jsonb_set(engine_state, '{rules}', '{"goldenPoint": true, "starPoint": false}'::jsonb || ((engine_state->'rules') - 'decidingPointAtDeuce'::text - 'setTieBreakAt'::text)) where id = ${match.id}`,
    )
    const decided = await recordQuickPoints(t.app, coach.headers, match.id, [0, 0, 1, 1, 1, 1])
    expect(setOf(decided)[0]!.games).toEqual([0, 1])
    await t.db.execute(sql.raw(migration))
    const [row] = await t.db.select({ rules: matches.rules }).from(matches).where(eq(matches.id, match.id))
    expect(row!.rules).toMatchObject({ deciding_point_at_deuce: 1, set_tie_break_at: 6, golden_point: true })
  })

  it('ends a timed match on time: the game in play is played out, then more games win, and undo reopens it', async () => {
    const match = await newMatch(t.app, coach, {
      rules: { ...padelRules, timed_minutes: 20, deciding_point_at_deuce: 1 },
    })
    const start = Date.now() - 60 * 60_000
    const tap = async (team: Team, minute: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v2/matches/${match.id}/balls`,
        headers: coach.headers,
        payload: { ball: { ...quickPoint(team), tapped_at: new Date(start + minute * 60_000).toISOString() } },
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().match as { status: string; score: { timed?: unknown; sets: { games: number[] }[] } }
    }
    // Two games to A and one to B within the 20 minutes.
    for (const [i, team] of ([0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0] as Team[]).entries()) await tap(team, i)
    const first = await tap(1, 21)
    expect(first.score.timed).toEqual({
      ends_at: new Date(start + 20 * 60_000).toISOString(),
      last_game: true,
      deciding_point: false,
    })
    await tap(1, 22)
    await tap(1, 23)
    const level = await tap(1, 24)
    // 2–2 at the end of the last game: one deciding point.
    expect(level.status).toBe('in_progress')
    expect(level.score.timed).toMatchObject({ deciding_point: true })
    const over = await tap(0, 25)
    expect(over.status).toBe('finished')
    expect(over.score.sets).toEqual([{ games: [3, 2], tie_break: [1, 0], super_tie_break: false }])
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/matches/${match.id}/balls/last`,
      headers: coach.headers,
    })
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().match.score.timed).toMatchObject({ deciding_point: true, last_game: true })
  })
})
