import { describe, expect, it } from 'vitest'
import {
  daysUntilReset,
  gameQuota,
  licenseQuotas,
  monthStart,
  proGamesWarning,
  usageBarColor,
  usagePercent,
} from '../src/index.ts'

describe('licence quota arithmetic', () => {
  it('starts the month on the first day in UTC', () => {
    expect(monthStart(new Date('2026-11-22T04:52:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(monthStart(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z')
  })
  it('counts whole days until reset, never 0', () => {
    expect(daysUntilReset(new Date('2026-11-22T04:52:00Z'))).toBe(9)
    expect(daysUntilReset(new Date('2026-11-30T23:59:00Z'))).toBe(1)
    expect(daysUntilReset(new Date('2026-11-01T00:00:00Z'))).toBe(30)
  })
  it('computes remaining and can_create at the edges', () => {
    expect(gameQuota(2, 3)).toEqual({ used_this_month: 2, limit: 3, remaining: 1, can_create: true, unlimited: false })
    expect(gameQuota(3, 3).can_create).toBe(false)
    expect(gameQuota(5, 3).remaining).toBe(0)
    expect(gameQuota(9, null)).toEqual({
      used_this_month: 9,
      limit: null,
      remaining: null,
      can_create: true,
      unlimited: true,
    })
  })
  it('gives pro plans unlimited games and free plans the configured pro allowance', () => {
    expect(
      licenseQuotas({ plan: 'pro', proGamesUsed: 50, freeGamesUsed: 1, freePlanProGamesPerMonth: 3 }).pro_games
        .unlimited,
    ).toBe(true)
    const free = licenseQuotas({ plan: 'free', proGamesUsed: 1, freeGamesUsed: 10, freePlanProGamesPerMonth: 3 })
    expect(free.pro_games.remaining).toBe(2)
    expect(free.free_games.unlimited).toBe(true)
  })
  it('warns for the last one and when almost out', () => {
    expect(proGamesWarning(gameQuota(2, 3))).toBe('last_one')
    expect(proGamesWarning(gameQuota(3, 3))).toBe('almost_out')
    expect(proGamesWarning(gameQuota(0, 3))).toBe(null)
    expect(proGamesWarning(gameQuota(1, 4))).toBe(null)
    expect(proGamesWarning(gameQuota(0, null))).toBe(null)
  })
  it('caps usage at 100 % and colours it by the usage thresholds', () => {
    expect(usagePercent(5, 3)).toBe(100)
    expect(usagePercent(1, 3)).toBe(33)
    expect(usageBarColor(80)).toBe('red')
    expect(usageBarColor(79)).toBe('yellow')
    expect(usageBarColor(60)).toBe('yellow')
    expect(usageBarColor(59)).toBe('orange')
  })
})
