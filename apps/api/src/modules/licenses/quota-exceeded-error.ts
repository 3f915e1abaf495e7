import type { LicenseType } from '@courtside/contracts'

/** Thrown by consumeGame when the month's allowance is used up; routes answer 403 with the quota-exceeded shape. */
export class QuotaExceededError extends Error {
  constructor(
    readonly license: { type: LicenseType; games_remaining: number; days_until_reset: number },
    readonly kind: 'pro' | 'free',
  ) {
    super(`No ${kind} games left this month`)
    this.name = 'QuotaExceededError'
  }
}
