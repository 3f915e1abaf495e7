import { subscriptionRuns, type License } from '@courtside/contracts'

/**
 * Whether a checkout makes sense: not while a subscription runs (the API answers 409 then; the portal is where a
 * running plan is renewed, fixed or cancelled). An expired or free licence may upgrade.
 */
export const canUpgrade = (license: License): boolean =>
  !subscriptionRuns(license.license_type, license.payment?.subscription_id, license.status)

/** 'Manage billing' needs a customer at the provider: any checkout ever started made one. */
export const canManageBilling = (license: License): boolean => Boolean(license.payment?.customer_id)
