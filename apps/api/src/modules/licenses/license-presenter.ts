import type { License } from '@courtside/contracts'
import { daysUntilReset, licenseQuotas, monthStart } from '@courtside/domain'
import type { LicenseRow } from '../../db/schema/index.ts'
import { effectivePlan, isLicenseActive, isoDate, type ServerPlan } from './license-rules.ts'

/**
 * The licence entity; quota arithmetic comes from @courtside/domain. A server that gives every account pro shows it
 * as an active pro licence without end, marked `source: 'self_hosted'`; the row's own billing stays in `payment`.
 */
export function presentLicense(
  row: LicenseRow,
  usage: { pro: number; free: number },
  options: { now: Date; freePlanProGamesPerMonth: number; serverPlan?: ServerPlan },
): License {
  const { now, serverPlan } = options
  const plan = effectivePlan(row, now, serverPlan)
  const quotas = licenseQuotas({
    plan,
    proGamesUsed: usage.pro,
    freeGamesUsed: usage.free,
    freePlanProGamesPerMonth: options.freePlanProGamesPerMonth,
  })
  const hasPayment = row.subscriptionId !== null || row.customerId !== null || row.planType !== null
  const fromServer = serverPlan === 'pro'
  return {
    id: row.id,
    license_type: fromServer ? 'pro' : row.licenseType,
    status: fromServer ? 'active' : row.status,
    start_date: row.startDate,
    end_date: fromServer ? null : row.endDate,
    current_month_start: isoDate(monthStart(now)),
    days_until_reset: daysUntilReset(now),
    is_pro: plan === 'pro',
    is_active: fromServer || isLicenseActive(row, now),
    pro_games: quotas.pro_games,
    free_games: quotas.free_games,
    payment: hasPayment
      ? { subscription_id: row.subscriptionId, customer_id: row.customerId, plan_type: row.planType }
      : null,
    source: fromServer ? 'self_hosted' : 'billing',
  }
}
