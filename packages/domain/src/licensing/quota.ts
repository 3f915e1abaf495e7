/** Monthly game allowance arithmetic. Pure: the caller passes `now` and the counts. */

export type PlanType = 'free' | 'pro'

export interface GameQuota {
  used_this_month: number
  limit: number | null
  remaining: number | null
  can_create: boolean
  unlimited: boolean
}

const DAY_MS = 86_400_000

/** First instant of the calendar month (UTC) that contains `now`. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** First instant of the next calendar month (UTC). */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

/** Whole days until the allowance resets, rounded up so the last day of a month still says 1, never 0. */
export function daysUntilReset(now: Date): number {
  return Math.max(1, Math.ceil((nextMonthStart(now).getTime() - now.getTime()) / DAY_MS))
}

/** A quota block: `limit` null means unlimited. */
export function gameQuota(used: number, limit: number | null): GameQuota {
  if (limit === null) return { used_this_month: used, limit: null, remaining: null, can_create: true, unlimited: true }
  const remaining = Math.max(0, limit - used)
  return { used_this_month: used, limit, remaining, can_create: remaining > 0, unlimited: false }
}

export interface LicenseQuotas {
  pro_games: GameQuota
  free_games: GameQuota
}

/** Pro plan: everything unlimited. Free plan: `freePlanProGamesPerMonth` pro games, free games unlimited. */
export function licenseQuotas(input: {
  plan: PlanType
  proGamesUsed: number
  freeGamesUsed: number
  freePlanProGamesPerMonth: number
}): LicenseQuotas {
  const proLimit = input.plan === 'pro' ? null : input.freePlanProGamesPerMonth
  return { pro_games: gameQuota(input.proGamesUsed, proLimit), free_games: gameQuota(input.freeGamesUsed, null) }
}

export type QuotaWarning = 'last_one' | 'almost_out' | null

/** "last one" when exactly one remains, "almost out" when two or fewer. */
export function proGamesWarning(quota: GameQuota): QuotaWarning {
  if (quota.unlimited || quota.remaining === null) return null
  if (quota.remaining === 1) return 'last_one'
  if (quota.remaining <= 2) return 'almost_out'
  return null
}

/** Usage in percent, capped at 100. */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null || limit <= 0) return used > 0 ? 100 : 0
  return Math.min(100, Math.round((used / limit) * 100))
}

export type UsageBarColor = 'red' | 'yellow' | 'orange'

/** Red at 80 % or more, yellow at 60 % or more, otherwise orange. */
export function usageBarColor(percent: number): UsageBarColor {
  if (percent >= 80) return 'red'
  if (percent >= 60) return 'yellow'
  return 'orange'
}
