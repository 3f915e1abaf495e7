import { subscriptionRuns, type License } from '@courtside/contracts'

/** The server gives every account pro (SELF_HOSTED_PLAN): there is nothing to buy or manage. */
export const providedByServer = (license: License): boolean => license.source === 'self_hosted'

/**
 * Whether a checkout makes sense: not while a subscription runs (the API answers 409 then; the portal is where a
 * running plan is renewed, fixed or cancelled), nor when the server provides pro. An expired or free licence may
 * upgrade.
 */
export const canUpgrade = (license: License): boolean =>
  !providedByServer(license) &&
  !subscriptionRuns(license.license_type, license.payment?.subscription_id, license.status)

/** 'Manage billing' needs a customer at the provider: any checkout ever started made one. */
export const canManageBilling = (license: License): boolean =>
  !providedByServer(license) && Boolean(license.payment?.customer_id)
