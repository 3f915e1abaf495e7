import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponseSchema, matchResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createMatch, matchBody, noRateLimits, recordPoints, straightSetsWin } from './support/matches.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits() })
})
afterAll(async () => {
  await t?.close()
})

const put = (headers: Record<string, string>, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/matches/${id}/server`, headers, payload: payload as object })

async function newMatch() {
  const c = await coach(t.app)
  const match = await createMatch(t.app, c.headers, matchBody(c.organizationId))
  const [a1, b1, a2, b2] = match.server_order as [number, number, number, number]
  return { c, match, a1, b1, a2, b2 }
}

describe('PUT /api/v2/matches/:id/server', () => {
  it('picks the next server: the order rotates so that player serves the active ball', async () => {
    const { c, match, b1, a2, b2, a1 } = await newMatch()
    const response = await put(c.headers, match.id, { player_id: a2 })
    expect(response.statusCode).toBe(200)
    const after = matchResponseSchema.parse(response.json()).match
    expect(after.score.server_id).toBe(a2)
    // The change is an event of the log; the match shows the order now in force, starting with the picked player.
    expect(after.server_order).toEqual([a2, b2, a1, b1])
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(match.updated_at as string))
    // The next game goes to the player after a2 in the rotated order: b2.
    await recordPoints(t.db, match.id, [0, 0, 0, 0])
    const read = matchResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: c.headers })).json(),
    )
    expect(read.match.score.server_id).toBe(b2)
    expect(read.match.status).toBe('in_progress')
  })

  it('takes a whole new order mid-match', async () => {
    const { c, match, a1, b1, a2, b2 } = await newMatch()
    await recordPoints(t.db, match.id, [0, 1, 0])
    const response = await put(c.headers, match.id, { server_order: [b2, a1, b1, a2] })
    expect(response.statusCode).toBe(200)
    expect(response.json().match.score.server_id).toBe(b2)
    expect(response.json().match.points_count).toBe(3)
    expect(response.json().match.server_order).toEqual([b2, a1, b1, a2])
    // Undoing the points before the change keeps the order the coach set (ADR 0004).
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/matches/${match.id}/balls/last`,
      headers: c.headers,
    })
    expect(undone.statusCode).toBe(200)
    expect(undone.json().match.server_order).toEqual([b2, a1, b1, a2])
  })

  it.each([
    ['a player not in the match', () => ({ player_id: 999_999 }), messages.invalidServer, 'player_id'],
    ['a malformed player id', () => ({ player_id: 'x' }), messages.invalidServer, 'player_id'],
    [
      'an order that does not alternate',
      (m: Ids) => ({ server_order: [m.a1, m.a2, m.b1, m.b2] }),
      messages.invalidServerOrder,
      'server_order',
    ],
    [
      'an order with a stranger',
      (m: Ids) => ({ server_order: [m.a1, m.b1, m.a2, 999_999] }),
      messages.invalidServerOrder,
      'server_order',
    ],
    ['an order that is too short', (m: Ids) => ({ server_order: [m.a1] }), messages.invalidServerOrder, 'server_order'],
    ['an empty body', () => ({}), messages.invalidServer, 'player_id'],
  ])('refuses %s with 422', async (_name, body, message, field) => {
    const { c, match, a1, b1, a2, b2 } = await newMatch()
    const response = await put(c.headers, match.id, body({ a1, b1, a2, b2 }))
    expect(response.statusCode).toBe(422)
    const error = errorResponseSchema.parse(response.json())
    expect(error.errors?.[field]).toContain(message)
  })

  it("answers the domain's refusals with their codes and texts", async () => {
    const { c, match, a1, b1, a2, b2 } = await newMatch()
    const cases: [unknown, keyof typeof messages][] = [
      // Every player is of the match, so the domain is what refuses these.
      [{ server_order: [a1, a2, b1, b2] }, 'invalidServerOrder'],
      [{ server_order: [a1, b1] }, 'serverOrderPlayersChanged'],
    ]
    for (const [body, code] of cases) {
      const response = await put(c.headers, match.id, body)
      expect(response.statusCode, code).toBe(422)
      expect(response.json(), code).toEqual({
        message: messages[code],
        code,
        errors: { server_order: [messages[code]] },
      })
    }
  })

  it("refuses a finished match: 'No active ball to update server for'", async () => {
    const { c, match, a2 } = await newMatch()
    await recordPoints(t.db, match.id, straightSetsWin())
    const read = matchResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}`, headers: c.headers })).json(),
    )
    expect(read.match).toMatchObject({
      status: 'finished',
      points_count: 48,
      score: { winner_team: 0, server_id: null, current_game: null },
    })
    expect(read.match.balls_updated_at).not.toBeNull()
    const response = await put(c.headers, match.id, { player_id: a2 })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(messages.noActiveBall)
  })
})

type Ids = { a1: number; b1: number; a2: number; b2: number }
