import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { ballCreatedSchema, ballListSchema, matchStatsResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'

// ADR 0034: every point carries the device's time of its tap, kept through retries, beside the server's created_at.

const NOW = Date.parse('2026-11-24T12:00:00Z')
let t: TestApp
let coach: TestCoach
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(NOW) })
  coach = await newCoach(t.app)
})
afterAll(() => t?.close())

const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()

describe('tapped_at (ADR 0034)', () => {
  it("keeps the device's tap time, and is the server's time when the client sends none", async () => {
    const match = await newMatch(t.app, coach, { license: 'free' })
    const tapped = await postBall(t.app, coach.headers, match.id, { ...quickPoint(0), tapped_at: at(-12_000) })
    expect(tapped.statusCode).toBe(201)
    expect(ballCreatedSchema.parse(tapped.json()).ball).toMatchObject({
      tapped_at: at(-12_000),
      created_at: at(0),
    })
    const plain = ballCreatedSchema.parse((await postBall(t.app, coach.headers, match.id, quickPoint(1))).json()).ball
    expect(plain.tapped_at).toBe(plain.created_at)
    const list = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}/balls`, headers: coach.headers })
    expect(ballListSchema.parse(list.json()).balls.map((b) => b.tapped_at)).toEqual([at(-12_000), at(0)])
  })

  it('a retry with the same tap time is the same point; another tap time under the same client_id is a 409', async () => {
    const match = await newMatch(t.app, coach, { license: 'free' })
    const clientId = randomUUID()
    const ball = { ...quickPoint(0, clientId), tapped_at: at(-3_000) }
    expect((await postBall(t.app, coach.headers, match.id, ball)).statusCode).toBe(201)
    const again = await postBall(t.app, coach.headers, match.id, ball)
    expect(again.statusCode).toBe(200)
    expect(ballCreatedSchema.parse(again.json()).ball.tapped_at).toBe(at(-3_000))
    const other = await postBall(t.app, coach.headers, match.id, { ...ball, tapped_at: at(-2_000) })
    expect(other.statusCode).toBe(409)
  })

  it('refuses a tap time far from now, or not a time at all, and records nothing', async () => {
    const match = await newMatch(t.app, coach, { license: 'pro' })
    for (const tapped_at of [at(-31 * 24 * 3_600_000), at(10 * 60_000), '9999-12-31T23:59:59Z']) {
      const response = await postBall(t.app, coach.headers, match.id, { ...quickPoint(0), tapped_at })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toMatchObject({
        code: 'tapTimeOutOfRange',
        errors: { tapped_at: [messages.tapTimeOutOfRange] },
      })
    }
    for (const tapped_at of ['yesterday', '2026-11-24', 12, '2026-11-24T12:00:00']) {
      const response = await postBall(t.app, coach.headers, match.id, { ...quickPoint(0), tapped_at })
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json().errors ?? {})).toContain('tapped_at')
    }
    const list = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}/balls`, headers: coach.headers })
    expect(ballListSchema.parse(list.json()).balls).toEqual([])
  })

  it('gives the statistics their durations: the match, each game, the time between points', async () => {
    const match = await newMatch(t.app, coach, { license: 'free' })
    // A love game in 90 s, then a point 5 minutes later; the second point's time lags the first (a clock fix).
    const taps = [-600_000, -610_000, -560_000, -510_000, -210_000]
    for (const [i, offset] of taps.entries()) {
      const response = await postBall(t.app, coach.headers, match.id, {
        ...quickPoint(i < 4 ? 0 : 1),
        tapped_at: at(offset),
      })
      expect(response.statusCode).toBe(201)
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}/stats`, headers: coach.headers })
    const { stats } = matchStatsResponseSchema.parse(read.json())
    expect(stats.durations).toEqual({
      timed_points: 5,
      total_ms: 390_000,
      sets: [],
      games: [{ set: 1, game: 1, game_in_set: 1, ms: 90_000 }],
      between_points: { median_ms: 50_000, longest_ms: 300_000 },
    })
    expect(stats.story.map((e) => e.since_previous_ms)).toEqual([null, 0, 50_000, 50_000, 300_000])
  })
})
