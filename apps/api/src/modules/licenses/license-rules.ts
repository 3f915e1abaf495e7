import type { LicenseRow } from '../../db/schema/index.ts'

/** YYYY-MM-DD of a UTC instant. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10)

/**
 * Whether the licence currently grants its plan: active and trial do; a cancelled one until its end date
 * (a past_due one counts as free until paid); pending, past_due and expired do not.
 */
export function isLicenseActive(license: Pick<LicenseRow, 'status' | 'endDate'>, now: Date): boolean {
  switch (license.status) {
    case 'active':
    case 'free_trial':
      return license.endDate === null || license.endDate >= isoDate(now)
    case 'cancelled':
      return license.endDate !== null && license.endDate >= isoDate(now)
    case 'pending':
    case 'past_due':
    case 'expired':
      return false
  }
}

/**
 * The plan a server with SELF_HOSTED_PLAN gives every account, whatever its own licence says; the licence row is left
 * as it is, so turning the setting off restores each coach's own plan
 * (docs/decisions/0047-billing-safe-when-unconfigured.md).
 */
export type ServerPlan = 'pro' | undefined

/** The plan whose quotas apply: the server's plan when it gives one; pro only while a pro licence is active. */
export function effectivePlan(
  license: Pick<LicenseRow, 'licenseType' | 'status' | 'endDate'>,
  now: Date,
  serverPlan?: ServerPlan,
): 'pro' | 'free' {
  if (serverPlan === 'pro') return 'pro'
  return license.licenseType === 'pro' && isLicenseActive(license, now) ? 'pro' : 'free'
}
