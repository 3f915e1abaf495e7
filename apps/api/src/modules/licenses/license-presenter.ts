import type { License } from '@courtside/contracts'
import { daysUntilReset, licenseQuotas, monthStart } from '@courtside/domain'
import type { LicenseRow } from '../../db/schema/index.ts'
import { effectivePlan, isLicenseActive, isoDate } from './license-rules.ts'

/** The licence entity of SPEC §3; quota arithmetic comes from @courtside/domain. */
export function presentLicense(
  row: LicenseRow,
  usage: { pro: number; free: number },
  options: { now: Date; freePlanProGamesPerMonth: number },
): License {
  const { now } = options
  const plan = effectivePlan(row, now)
  const quotas = licenseQuotas({
    plan,
    proGamesUsed: usage.pro,
    freeGamesUsed: usage.free,
    freePlanProGamesPerMonth: options.freePlanProGamesPerMonth,
  })
  const hasPayment = row.subscriptionId !== null || row.customerId !== null || row.planType !== null
  return {
    id: row.id,
    license_type: row.licenseType,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    current_month_start: isoDate(monthStart(now)),
    days_until_reset: daysUntilReset(now),
    is_pro: plan === 'pro',
    is_active: isLicenseActive(row, now),
    pro_games: quotas.pro_games,
    free_games: quotas.free_games,
    payment: hasPayment
      ? { subscription_id: row.subscriptionId, customer_id: row.customerId, plan_type: row.planType }
      : null,
  }
}
