import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { scorePoint, toMatchReplay, type Team } from '@courtside/domain'
import { fromEngineStatePayload, matchResponseSchema, toEngineStatePayload, type Match } from '@courtside/contracts'
import { matches } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import {
  newCoach,
  newMatch,
  postBall,
  quickPoint,
  recordQuickPoints,
  storedMatchState,
  type TestCoach,
} from './support/balls.ts'

// ADR 0039: a point is one step of the engine on the stored state; the stored state must always be the replay's.

let t: TestApp
let coach: TestCoach
beforeAll(async () => {
  t = await createTestApp()
  coach = await newCoach(t.app)
})
afterAll(() => t?.close())

describe('the stored engine state', () => {
  it('a row without it (written before it existed) is replayed, and has it again after the next point', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1, 1, 0, 0])
    await t.db.update(matches).set({ engineState: null }).where(eq(matches.id, match.id))
    const response = await postBall(t.app, coach.headers, match.id, quickPoint(1))
    expect(response.statusCode).toBe(201)
    const stored = await storedMatchState(t.db, match.id)
    expect(stored.cached).toEqual(stored.expected)
    expect(stored.match.engineState?.pointCount).toBe(6)
  })

  it('a state written before timed matches (no clock fields) is read as an untimed one by the page and the next point', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1, 1])
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id))
    const { startedAt: _startedAt, lastGame: _lastGame, ...older } = row!.engineState!
    await t.db.update(matches).set({ engineState: older }).where(eq(matches.id, match.id))

    const page = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: coach.headers })
    const shown = matchResponseSchema.parse(page.json()).match.engine_state
    expect(shown).toMatchObject({ point_count: 3, started_at: null, last_game: false })
    expect(shown!.points).toEqual([1, 2])
    expect((await postBall(t.app, coach.headers, match.id, quickPoint(0))).statusCode).toBe(201)
    const stored = await storedMatchState(t.db, match.id)
    expect(stored.cached).toEqual(stored.expected)
    expect(stored.match.engineState).toMatchObject({ pointCount: 4, lastGame: false })
  })

  it('after any mix of points, undos and server changes equals the replay of the stored log', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('point' as const), team: fc.constantFrom<Team>(0, 1) }),
      fc.constant({ kind: 'undo' as const }),
      fc.record({ kind: fc.constant('server' as const), pick: fc.nat(3) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        // Free matches: the month's pro allowance would run out over the runs.
        const match = await newMatch(t.app, coach, { license: 'free' })
        for (const o of ops) {
          if (o.kind === 'point') await postBall(t.app, coach.headers, match.id, quickPoint(o.team))
          else if (o.kind === 'undo')
            await t.app.inject({
              method: 'DELETE',
              url: `/api/v2/matches/${match.id}/balls/last`,
              headers: coach.headers,
            })
          else
            await t.app.inject({
              method: 'PUT',
              url: `/api/v2/matches/${match.id}/server`,
              headers: coach.headers,
              payload: { player_id: match.server_order[o.pick % match.server_order.length] },
            })
        }
        const stored = await storedMatchState(t.db, match.id)
        expect(stored.cached).toEqual(stored.expected)
      }),
      { numRuns: 15 },
    )
  }, 120_000)

  it('is sent with the match, and scores the next points in the browser exactly as the server then does', async () => {
    const match = await newMatch(t.app, coach, { license: 'free' })
    const get = async (): Promise<Match> => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: coach.headers })
      return matchResponseSchema.parse(response.json()).match
    }
    // Into the first set's tie-break (6–6), with a server change on the way.
    const games = (team: Team, n: number) => Array.from({ length: n * 4 }, () => team)
    await recordQuickPoints(t.app, coach.headers, match.id, [...games(0, 5), ...games(1, 5)])
    await t.app.inject({
      method: 'PUT',
      url: `/api/v2/matches/${match.id}/server`,
      headers: coach.headers,
      payload: { player_id: match.server_order[1] },
    })
    await recordQuickPoints(t.app, coach.headers, match.id, [...games(0, 1), ...games(1, 1), 0, 1, 1])
    const before = await get()
    expect(before.engine_state?.point_count).toBe(before.points_count)
    const pending: Team[] = [1, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0]
    const browser = pending.reduce(scorePoint, fromEngineStatePayload(before.engine_state!, before)!)
    await recordQuickPoints(t.app, coach.headers, match.id, pending)
    const after = await get()
    const replay = toMatchReplay(browser)
    expect(after.score.sets.map((set) => set.games)).toEqual(replay.sets.map((set) => set.games))
    expect(after.score.current_game?.points).toEqual(replay.currentGame?.points)
    expect(after.score.server_id).toBe(Number(replay.nextServer))
    expect(after.engine_state).toEqual(toEngineStatePayload(browser))
  })

  it('is not sent for a match stored without it', async () => {
    const match = await newMatch(t.app, coach, { license: 'free' })
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1])
    await t.db.update(matches).set({ engineState: null }).where(eq(matches.id, match.id))
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: coach.headers })
    expect(response.json().match.engine_state).toBeNull()
  })
})
