import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import type { Team } from '@courtside/domain'
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

// Issue 13: a point is one step of the engine on the stored state; the stored state must always be the replay's.

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
})
