import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { licenseSchema } from '@courtside/contracts'
import { consumeGame } from '../src/modules/licenses/license-repository.ts'
import { QuotaExceededError } from '../src/modules/licenses/quota-exceeded-error.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, signUp } from './support/accounts.ts'

let t: TestApp
let clock = new Date('2026-01-31T23:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(async () => {
  await t?.close()
})

async function license(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/user_license/current', headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return licenseSchema.strict().parse(response.json())
}

const consume = (userId: number, kind: 'pro' | 'free') =>
  t.db.transaction((tx) => consumeGame(tx, { userId, kind, now: clock, freePlanProGamesPerMonth: 3 }))

describe('GET /api/v2/user_license/current', () => {
  it('answers the full licence entity of a new free account', async () => {
    const { token } = await signUp(t.app)
    expect(await license(token)).toMatchObject({
      license_type: 'free',
      status: 'active',
      start_date: '2026-01-31',
      end_date: null,
      current_month_start: '2026-01-01',
      days_until_reset: 1,
      is_pro: false,
      is_active: true,
      pro_games: { used_this_month: 0, limit: 3, remaining: 3, can_create: true, unlimited: false },
      free_games: { used_this_month: 0, limit: null, remaining: null, can_create: true, unlimited: true },
      payment: null,
      source: 'billing',
    })
  })

  it('counts games from the ledger and resets at the UTC month boundary', async () => {
    const { token, user } = await signUp(t.app)
    const start = clock
    try {
      for (let i = 0; i < 3; i++) await consume(user.id, 'pro')
      await consume(user.id, 'free')
      const used = await license(token)
      expect(used.pro_games).toEqual({
        used_this_month: 3,
        limit: 3,
        remaining: 0,
        can_create: false,
        unlimited: false,
      })
      expect(used.free_games.used_this_month).toBe(1)

      const refused = await consume(user.id, 'pro').catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(QuotaExceededError)
      expect((refused as QuotaExceededError).license).toEqual({ type: 'free', games_remaining: 0, days_until_reset: 1 })
      expect((await license(token)).pro_games.used_this_month).toBe(3) // the refusal wrote nothing
      await consume(user.id, 'free') // free games stay unlimited

      clock = new Date('2026-02-01T00:00:00Z')
      const next = await license(token)
      expect(next.current_month_start).toBe('2026-02-01')
      expect(next.days_until_reset).toBe(28)
      expect(next.pro_games).toEqual({ used_this_month: 0, limit: 3, remaining: 3, can_create: true, unlimited: false })
      expect(next.free_games.used_this_month).toBe(0)
    } finally {
      clock = start
    }
  })

  it('stays exact under concurrent consumption', async () => {
    const { token, user } = await signUp(t.app)
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => consume(user.id, 'pro')))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(QuotaExceededError)
    expect((await license(token)).pro_games.used_this_month).toBe(3)
  })
})
