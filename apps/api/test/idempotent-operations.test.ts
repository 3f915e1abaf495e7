import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ballListSchema, matchResponseSchema, messages } from '@courtside/contracts'
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
import { noRateLimits } from './support/matches.ts'

// ADR 0038: every operation of the recorder's queue names what it changes, so a retry or a late copy of it changes
// the match once: an undo names its point, a removed point cannot be recorded again, a server change names the point
// count it was made at.

let t: TestApp
let coach: TestCoach
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  coach = await newCoach(t.app)
})
afterAll(() => t?.close())

const undo = (matchId: number, query = '', headers = coach.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${matchId}/balls/last${query}`, headers })
const changeServer = (matchId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/matches/${matchId}/server`, headers: coach.headers, payload })
const clientIds = async (matchId: number) =>
  ballListSchema
    .parse(
      (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${matchId}/balls`, headers: coach.headers })).json(),
    )
    .balls.map((b) => b.client_id)

async function consistent(matchId: number) {
  const s = await storedMatchState(t.db, matchId)
  expect(s.cached).toEqual(s.expected)
  expect(s.seqs).toEqual(s.balls.map((_, i) => i + 1))
  return s
}

describe('DELETE …/balls/last?client_id (an undo that names its point)', () => {
  it('removes the named last point once: the same undo again leaves the match as it is', async () => {
    const match = await newMatch(t.app, coach)
    const ids = [randomUUID(), randomUUID(), randomUUID()]
    for (const [i, id] of ids.entries()) {
      expect((await postBall(t.app, coach.headers, match.id, quickPoint((i % 2) as 0 | 1, id))).statusCode).toBe(201)
    }
    const first = await undo(match.id, `?client_id=${ids[2]}`)
    expect(first.statusCode).toBe(200)
    expect(matchResponseSchema.parse(first.json()).match.points_count).toBe(2)
    const again = await undo(match.id, `?client_id=${ids[2]}`)
    expect(again.statusCode).toBe(200)
    expect(matchResponseSchema.parse(again.json()).match.points_count).toBe(2)
    expect(await clientIds(match.id)).toEqual(ids.slice(0, 2))
    await consistent(match.id)
  })

  it('a point never recorded is "already gone": 200 and nothing changes', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1])
    const before = (await storedMatchState(t.db, match.id)).match.updatedAt
    const response = await undo(match.id, `?client_id=${randomUUID()}`)
    expect(response.statusCode).toBe(200)
    expect(matchResponseSchema.parse(response.json()).match.points_count).toBe(2)
    expect((await storedMatchState(t.db, match.id)).match.updatedAt).toEqual(before)
  })

  it('a named point with points after it is 409 notLastPoint and nothing is removed', async () => {
    const match = await newMatch(t.app, coach)
    const first = randomUUID()
    await postBall(t.app, coach.headers, match.id, quickPoint(0, first))
    await recordQuickPoints(t.app, coach.headers, match.id, [1])
    const response = await undo(match.id, `?client_id=${first}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ message: messages.notLastPoint, code: 'notLastPoint' })
    expect((await clientIds(match.id)).length).toBe(2)
  })

  it('on an empty match a named undo is a no-op, an unnamed one 422 as before', async () => {
    const match = await newMatch(t.app, coach)
    expect((await undo(match.id, `?client_id=${randomUUID()}`)).statusCode).toBe(200)
    const unnamed = await undo(match.id)
    expect(unnamed.statusCode).toBe(422)
    expect(unnamed.json().message).toBe(messages.noPointsToRemove)
  })

  it('refuses a malformed client_id with 4xx naming the field', async () => {
    const match = await newMatch(t.app, coach)
    for (const query of ['?client_id=nope', `?client_id=${'a'.repeat(10_000)}`, '?client_id=%00', '?client_id=']) {
      const response = await undo(match.id, query)
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, query).toBeLessThan(500)
    }
  })

  it("another coach cannot probe or remove a match's points by name", async () => {
    const match = await newMatch(t.app, coach)
    const id = randomUUID()
    await postBall(t.app, coach.headers, match.id, quickPoint(0, id))
    const stranger = await newCoach(t.app)
    const response = await undo(match.id, `?client_id=${id}`, stranger.headers)
    expect(response.statusCode).toBe(404)
    expect(await clientIds(match.id)).toEqual([id])
  })
})

describe('a removed point stays removed', () => {
  it('a late copy of its POST is 409 pointRemoved, by a named or an unnamed undo', async () => {
    const match = await newMatch(t.app, coach)
    for (const query of [(id: string) => `?client_id=${id}`, () => '']) {
      const id = randomUUID()
      expect((await postBall(t.app, coach.headers, match.id, quickPoint(0, id))).statusCode).toBe(201)
      expect((await undo(match.id, query(id))).statusCode).toBe(200)
      const late = await postBall(t.app, coach.headers, match.id, quickPoint(0, id))
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ message: messages.pointRemoved, code: 'pointRemoved' })
    }
    expect(await clientIds(match.id)).toEqual([])
    await consistent(match.id)
  })

  it('the same client_id is still free in another match', async () => {
    const a = await newMatch(t.app, coach)
    const b = await newMatch(t.app, coach)
    const id = randomUUID()
    await postBall(t.app, coach.headers, a.id, quickPoint(0, id))
    await undo(a.id, `?client_id=${id}`)
    expect((await postBall(t.app, coach.headers, b.id, quickPoint(0, id))).statusCode).toBe(201)
  })

  it('an undo and a late copy of the POST racing each other: the point ends removed', async () => {
    const match = await newMatch(t.app, coach)
    for (let round = 0; round < 5; round++) {
      const id = randomUUID()
      await postBall(t.app, coach.headers, match.id, quickPoint(0, id))
      const [removed, late] = await Promise.all([
        undo(match.id, `?client_id=${id}`),
        postBall(t.app, coach.headers, match.id, quickPoint(0, id)),
      ])
      expect(removed.statusCode).toBe(200)
      // Before the undo the copy is a retry (200); after it, refused (409). Never a second point.
      expect([200, 409]).toContain(late.statusCode)
      expect(await clientIds(match.id)).not.toContain(id)
    }
    await consistent(match.id)
  })
})

describe('PUT …/server with at_point (a server change that names its point)', () => {
  it('applies at the named point; the same change again writes nothing', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 0, 0, 0])
    const next = match.teams[1][1]!
    const first = await changeServer(match.id, { player_id: next, at_point: 4 })
    expect(first.statusCode).toBe(200)
    expect(matchResponseSchema.parse(first.json()).match.score.server_id).toBe(next)
    const again = await changeServer(match.id, { player_id: next, at_point: 4 })
    expect(again.statusCode).toBe(200)
    const s = await consistent(match.id)
    expect(s.changes.length).toBe(1)
  })

  it('is 409 serverChangeOutdated when points were recorded or removed since', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1])
    for (const atPoint of [1, 3]) {
      const response = await changeServer(match.id, { player_id: match.teams[0][1], at_point: atPoint })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code: 'serverChangeOutdated' })
    }
    expect((await consistent(match.id)).changes).toEqual([])
  })

  it('refuses a hostile at_point with 422', async () => {
    const match = await newMatch(t.app, coach)
    for (const atPoint of [-1, 1.5, 1e300, '2', null, 10_000]) {
      const response = await changeServer(match.id, { player_id: match.teams[0][1], at_point: atPoint })
      expect(response.statusCode, String(atPoint)).toBe(422)
    }
  })
})
