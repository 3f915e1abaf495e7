import type { LicenseRow } from '../../db/schema/index.ts'

/** YYYY-MM-DD of a UTC instant. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10)

/**
 * Whether the licence currently grants its plan: active and trial do; a cancelled one until its end date
 * (DESIGN §2); pending, past_due and expired do not.
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

/** The plan whose quotas apply: pro only while a pro licence is active, free otherwise. */
export function effectivePlan(
  license: Pick<LicenseRow, 'licenseType' | 'status' | 'endDate'>,
  now: Date,
): 'pro' | 'free' {
  return license.licenseType === 'pro' && isLicenseActive(license, now) ? 'pro' : 'free'
}
