import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { licenseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createMatch, matchBody, noRateLimits } from './support/matches.ts'

let t: TestApp
let clock = new Date('2026-03-10T12:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, rateLimits: noRateLimits() })
})
afterAll(async () => {
  await t?.close()
})

const post = (headers: Record<string, string>, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v2/matches', headers, payload: { match: body } })
const license = async (headers: Record<string, string>) =>
  licenseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers })).json())

describe('the monthly pro-game quota on match creation', () => {
  it('takes one pro game per pro match, refuses past the last one with the quota shape, and free matches always work', async () => {
    clock = new Date('2026-03-10T12:00:00Z')
    const c = await coach(t.app)
    for (let i = 0; i < 3; i++)
      expect((await post(c.headers, matchBody(c.organizationId, { license: 'pro' }))).statusCode).toBe(201)
    expect((await license(c.headers)).pro_games).toMatchObject({ used_this_month: 3, remaining: 0, can_create: false })

    const refused = await post(c.headers, matchBody(c.organizationId, { license: 'pro' }))
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      message: messages.quotaExceeded,
      code: 'quotaExceeded',
      error: 'quota_exceeded',
      license: { type: 'free', games_remaining: 0, days_until_reset: 22 },
    })
    // Nothing half-written: the refused match does not exist.
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/matches', headers: c.headers })).json().meta.total).toBe(
      3,
    )

    expect((await post(c.headers, matchBody(c.organizationId, { license: 'free' }))).statusCode).toBe(201)
    expect((await license(c.headers)).free_games).toMatchObject({
      used_this_month: 1,
      unlimited: true,
      can_create: true,
    })
  })

  it('gives the allowance back at the month boundary (UTC), not on deletion', async () => {
    clock = new Date('2026-03-31T23:59:59Z')
    const c = await coach(t.app)
    const ids: number[] = []
    for (let i = 0; i < 3; i++)
      ids.push((await createMatch(t.app, c.headers, matchBody(c.organizationId, { license: 'pro' }))).id)
    for (const id of ids)
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${id}`, headers: c.headers })).statusCode,
      ).toBe(204)
    expect((await post(c.headers, matchBody(c.organizationId, { license: 'pro' }))).statusCode).toBe(403)
    clock = new Date('2026-04-01T00:00:00Z')
    expect((await post(c.headers, matchBody(c.organizationId, { license: 'pro' }))).statusCode).toBe(201)
    expect((await license(c.headers)).pro_games).toMatchObject({ used_this_month: 1, remaining: 2 })
  })

  it('lets exactly one of five concurrent pro creations take the last game', async () => {
    clock = new Date('2026-05-10T12:00:00Z')
    const c = await coach(t.app)
    await createMatch(t.app, c.headers, matchBody(c.organizationId, { license: 'pro' }))
    await createMatch(t.app, c.headers, matchBody(c.organizationId, { license: 'pro' }))
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(c.headers, matchBody(c.organizationId, { license: 'pro' }))),
    )
    const codes = responses.map((r) => r.statusCode).sort()
    expect(codes).toEqual([201, 403, 403, 403, 403])
    for (const r of responses.filter((r) => r.statusCode === 403)) expect(r.json().error).toBe('quota_exceeded')
    expect((await license(c.headers)).pro_games).toMatchObject({ used_this_month: 3, remaining: 0 })
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/matches', headers: c.headers })).json().meta.total).toBe(
      3,
    )
  })

  it('a pro licence has no limit', async () => {
    clock = new Date('2026-05-10T12:00:00Z')
    const c = await coach(t.app)
    const { licenses } = await import('../src/db/schema/index.ts')
    const { eq } = await import('drizzle-orm')
    await t.db.update(licenses).set({ licenseType: 'pro' }).where(eq(licenses.userId, c.userId))
    for (let i = 0; i < 5; i++)
      expect((await post(c.headers, matchBody(c.organizationId, { license: 'pro' }))).statusCode).toBe(201)
  })
})
