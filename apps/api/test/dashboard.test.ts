import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { dashboardSchema } from '@courtside/contracts'
import { matches } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import {
  coach,
  createAthlete,
  createMatch,
  joinOrganization,
  matchBody,
  noRateLimits,
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

const dashboard = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/dashboard', headers })
  expect(response.statusCode).toBe(200)
  return dashboardSchema.parse(response.json())
}

describe('GET /api/v2/dashboard', () => {
  it('is empty but whole for a new coach (the personal organization is one connection)', async () => {
    const c = await coach(t.app)
    expect(await dashboard(c.headers)).toEqual({
      counts: { active_athletes: 0, recent_matches: 0, organization_connections: 1 },
      finished_matches: [],
      ongoing_matches: [],
    })
  })

  it('counts coached athletes, matches of the last 30 days and connections; lists the latest finished and ongoing', async () => {
    clock = new Date('2026-03-05T12:00:00Z')
    const c = await coach(t.app)
    const other = await coach(t.app)
    await joinOrganization(t.db, c.userId, other.organizationId, 'coach')
    const pendingOrg = await coach(t.app)
    await joinOrganization(t.db, c.userId, pendingOrg.organizationId, 'coach', 'pending')
    await createAthlete(t.app, c.headers, { first_name: 'A', can_save_games: true, is_coached: true })
    await createAthlete(t.app, c.headers, { first_name: 'B', can_save_games: true })
    await createAthlete(t.app, c.headers, { first_name: 'C' })

    const old = await createMatch(t.app, c.headers, matchBody(c.organizationId, { title: 'Old' }))
    // 30 days and a second before the dashboard's clock: outside the window.
    await t.db
      .update(matches)
      .set({ createdAt: new Date('2026-02-08T11:59:59Z') })
      .where(eq(matches.id, old.id))
    const finished: number[] = []
    for (let i = 0; i < 6; i++) {
      const m = await createMatch(t.app, c.headers, matchBody(c.organizationId, { title: `Final ${i}` }))
      await recordPoints(t.db, m.id, straightSetsWin(), new Date(Date.UTC(2026, 2, 1, 13, i)))
      finished.push(m.id)
    }
    const ongoing = await createMatch(t.app, c.headers, matchBody(c.organizationId, { title: 'Ongoing' }))
    await recordPoints(t.db, ongoing.id, [1], new Date('2026-03-01T15:00:00Z'))
    // An internal match of the other organization counts too: the dashboard covers what the match list shows.
    const theirs = await createMatch(t.app, other.headers, matchBody(other.organizationId, { visibility: 'internal' }))
    await recordPoints(t.db, theirs.id, [0], new Date('2026-03-01T16:00:00Z'))
    await createMatch(t.app, other.headers, matchBody(other.organizationId, { visibility: 'private' }))

    clock = new Date('2026-03-10T12:00:00Z')
    const body = await dashboard(c.headers)
    expect(body.counts).toEqual({ active_athletes: 1, recent_matches: 8, organization_connections: 2 })
    expect(body.finished_matches.map((m) => m.id)).toEqual(finished.slice(1).reverse())
    expect(body.ongoing_matches.map((m) => m.id)).toEqual([theirs.id, ongoing.id])
    expect(body.ongoing_matches[0]!.can_edit).toBe(false)
    expect(body.finished_matches.some((m) => m.id === old.id)).toBe(false)
  })
})
