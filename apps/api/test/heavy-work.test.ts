import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { balls, matches, matchPlayers } from '../src/db/schema/index.ts'
import { DEFAULT_HEAVY_WORK_LIMITS } from '../src/modules/heavy-work/heavy-work-limits.ts'
import { createRenderPool } from '../src/modules/heavy-work/render-pool.ts'
import type { accountPointsCsv } from '../src/modules/accounts/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, type TestCoach, type TestMatch } from './support/balls.ts'

// ADR 0049: the renderers run in a worker pool, bounded in what they produce and in how often a user asks.

const MIB = 1024 * 1024
const huge = (letter: string) => letter.repeat(MIB)

let t: TestApp
let coach: TestCoach
let match: TestMatch
beforeAll(async () => {
  t = await createTestApp()
  coach = await newCoach(t.app)
  match = await newMatch(t.app, coach)
  for (let i = 0; i < 12; i++) {
    const team = (i % 2) as 0 | 1
    const response = await postBall(t.app, coach.headers, match.id, {
      client_id: crypto.randomUUID(),
      point_type: 'winner',
      finisher_id: match.teams[team][0],
      shot_type: 'smash',
      comment: 'deep',
    })
    if (response.statusCode !== 201) throw new Error(`point ${i}: ${response.body}`)
  }
  // Rows written before the contracts bounded these texts: straight into the database, past every contract.
  await t.db
    .update(matchPlayers)
    .set({ name: huge('N') })
    .where(eq(matchPlayers.id, match.teams[0][0]!))
  await t.db
    .update(matches)
    .set({ title: huge('T') })
    .where(eq(matches.id, match.id))
  await t.db
    .update(balls)
    .set({ comment: huge('C') })
    .where(eq(balls.matchId, match.id))
}, 60_000)
afterAll(() => t?.close())

const get = (url: string, headers = coach.headers) => t.app.inject({ method: 'GET', url, headers })

describe('renderers stay small when a stored text is 1 MiB', () => {
  it('the statistics clip the name', async () => {
    const response = await get(`/api/v2/matches/${match.id}/stats`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.body.length).toBeLessThan(64 * 1024)
    const names = (response.json().stats.players as { name: string }[]).map((p) => p.name)
    expect(names).toContain(`${'N'.repeat(199)}…`)
  })

  it("the match's CSV clips names, title and comments on every row", async () => {
    const response = await get(`/api/v2/matches/${match.id}/balls.csv`)
    expect(response.statusCode).toBe(200)
    expect(response.body.length).toBeLessThan(64 * 1024)
    expect(response.body).toContain(`${'N'.repeat(199)}…`)
    expect(response.headers['content-disposition']!.length).toBeLessThan(2000)
  })

  it('the PDF clips what it draws', async () => {
    const response = await get(`/api/v2/matches/${match.id}/report.pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBeLessThan(MIB)
    expect(response.headers['content-disposition']!.length).toBeLessThan(2000)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    })
    expect(text.replace(/\s+/g, '')).toContain('N'.repeat(150))
    expect(text.length).toBeLessThan(64 * 1024)
  })

  it('the account export (JSON and CSV) clips every text', async () => {
    const json = await get('/api/v2/user/export')
    expect(json.statusCode).toBe(200)
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(json.body.length).toBeLessThan(256 * 1024)
    expect(json.json().matches[0].title).toBe(`${'T'.repeat(3999)}…`)
    const csv = await get('/api/v2/user/export/points.csv')
    expect(csv.statusCode).toBe(200)
    expect(csv.body.length).toBeLessThan(256 * 1024)
    expect(csv.body).toContain(`${'N'.repeat(199)}…`)
  })
})

describe('limits on heavy work', () => {
  it('answers 429 with Retry-After in our shape once a user has used the minute’s downloads', async () => {
    const limited = await createTestApp({ heavyWork: { downloadsPerMinute: 2 } })
    try {
      const owner = await newCoach(limited.app)
      const own = await newMatch(limited.app, owner)
      const pdf = () =>
        limited.app.inject({ method: 'GET', url: `/api/v2/matches/${own.id}/report.pdf`, headers: owner.headers })
      expect((await pdf()).statusCode).toBe(200)
      expect((await pdf()).statusCode).toBe(200)
      const refused = await pdf()
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({
        message: 'Too many attempts. Please wait a moment and try again.',
        code: 'tooManyRequests',
      })
      // The budget is the user's: another coach still gets theirs, and the statistics have their own.
      const other = await newCoach(limited.app)
      const theirs = await newMatch(limited.app, other)
      const url = `/api/v2/matches/${theirs.id}/balls.csv`
      expect((await limited.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(200)
      const stats = `/api/v2/matches/${own.id}/stats`
      expect((await limited.app.inject({ method: 'GET', url: stats, headers: owner.headers })).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('answers 503 with Retry-After in our shape when the queue is full', async () => {
    const small = await createTestApp({ heavyWork: { threads: 1, queue: 1 } })
    try {
      const owner = await newCoach(small.app)
      const own = await newMatch(small.app, owner)
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          small.app.inject({ method: 'GET', url: `/api/v2/matches/${own.id}/report.pdf`, headers: owner.headers }),
        ),
      )
      const busy = answers.filter((a) => a.statusCode === 503)
      expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1)
      expect(busy.length).toBeGreaterThanOrEqual(1)
      expect(busy[0]!.headers['retry-after']).toBe('1')
      expect(busy[0]!.json()).toEqual({ message: 'Service unavailable', code: 'serviceUnavailable' })
    } finally {
      await small.close()
    }
  })

  it('stops a task over its time limit with its thread (503), and the pool renders again afterwards', async () => {
    const limits = { ...DEFAULT_HEAVY_WORK_LIMITS, threads: 1, taskTimeoutMs: 1 }
    const pool = createRenderPool(limits)
    try {
      const task = {
        exportedAt: new Date(),
        user: {},
        settings: {},
        athletes: [],
        matches: [],
        balls: [],
      } as unknown as Parameters<typeof accountPointsCsv>[0]
      const stopped = await pool.run<typeof accountPointsCsv>('accountPointsCsv', task).catch((error) => error)
      expect(stopped).toMatchObject({ statusCode: 503, key: 'serviceUnavailable' })
      limits.taskTimeoutMs = 60_000
      expect(await pool.run<typeof accountPointsCsv>('accountPointsCsv', task)).toMatch(/^match_id,match_title/)
    } finally {
      await pool.close()
    }
  })
})
