import type { LicenseStatus, LicenseType } from '@courtside/contracts'
import type { BillingFacts, SubscriptionStatus } from './billing-facts.ts'

/** The licence columns billing decides. */
export interface BillingLicense {
  licenseType: LicenseType
  status: LicenseStatus
  startDate: string
  endDate: string | null
  subscriptionId: string | null
  customerId: string | null
  planType: string | null
  billingStateAt: number | null
  billingStateRank: number
}

export const PRO_PLAN_TYPE = 'pro_monthly'

/**
 * Within one second of the provider's clock, the later step of a subscription's life wins: started, paid, failing,
 * cancelling, over. Across seconds, the newer event wins whatever it says (ADR 0031).
 */
function rankOf(status: SubscriptionStatus, cancelAtPeriodEnd: boolean): number {
  switch (status) {
    case 'incomplete':
      return 1
    case 'trialing':
    case 'active':
      return cancelAtPeriodEnd ? 4 : 2
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 3
    case 'canceled':
    case 'incomplete_expired':
      return 5
  }
}

const isoDay = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10)

/**
 * The licence after one event, computed from the event alone; the same object when the event changes nothing
 * (a stale state, an old subscription's failure, a checkout already overtaken).
 */
export function applyBillingFacts(license: BillingLicense, facts: BillingFacts, created: number): BillingLicense {
  const notOlder = license.billingStateAt === null || created >= license.billingStateAt
  switch (facts.kind) {
    case 'ignored':
      return license
    case 'checkout_completed': {
      if (!notOlder) return license
      return {
        ...license,
        customerId: facts.customerId ?? license.customerId,
        subscriptionId: facts.subscriptionId ?? license.subscriptionId,
        planType: PRO_PLAN_TYPE,
        // Paid but not yet confirmed by the invoice: pending. A pro state that came first stays.
        status: license.licenseType === 'free' ? 'pending' : license.status,
      }
    }
    case 'checkout_expired':
      if (!notOlder || license.licenseType !== 'free' || license.status !== 'pending') return license
      return { ...license, status: 'active' }
    case 'subscription':
      return applySubscriptionState(license, facts, created, facts.status, facts.cancelAtPeriodEnd, facts.periodEnd)
    case 'invoice_paid':
      return applySubscriptionState(license, facts, created, 'active', false, facts.periodEnd)
    case 'invoice_failed':
      return applySubscriptionState(license, facts, created, 'past_due', false, null)
  }
}

function applySubscriptionState(
  license: BillingLicense,
  facts: { subscriptionId: string; customerId: string | null },
  created: number,
  status: SubscriptionStatus,
  cancelAtPeriodEnd: boolean,
  periodEnd: number | null,
): BillingLicense {
  const rank = rankOf(status, cancelAtPeriodEnd)
  const newer =
    license.billingStateAt === null ||
    created > license.billingStateAt ||
    (created === license.billingStateAt && rank >= license.billingStateRank)
  if (!newer) return license
  // Another subscription than the licence's: only a new one starting may replace it; the end or failure of an
  // old one (cancelled, then subscribed again) says nothing about the current plan.
  const sameSubscription = license.subscriptionId === null || license.subscriptionId === facts.subscriptionId
  if (!sameSubscription && rank >= 3) return license

  const base = {
    ...license,
    customerId: facts.customerId ?? license.customerId,
    billingStateAt: created,
    billingStateRank: rank,
  }
  const endDate = periodEnd !== null ? isoDay(periodEnd) : license.endDate
  const becomePro = (next: LicenseStatus): BillingLicense => ({
    ...base,
    licenseType: 'pro',
    status: next,
    startDate: license.licenseType === 'pro' ? license.startDate : isoDay(created),
    endDate,
    subscriptionId: facts.subscriptionId,
    planType: PRO_PLAN_TYPE,
  })
  switch (status) {
    case 'incomplete':
      return license.licenseType === 'free'
        ? { ...base, status: 'pending', subscriptionId: facts.subscriptionId, planType: PRO_PLAN_TYPE }
        : base
    case 'trialing':
      return becomePro(cancelAtPeriodEnd ? 'cancelled' : 'free_trial')
    case 'active':
      return becomePro(cancelAtPeriodEnd ? 'cancelled' : 'active')
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return becomePro('past_due')
    case 'canceled':
    case 'incomplete_expired':
      // The subscription is over: back to the free plan; the customer is kept so a new checkout reuses it.
      return {
        ...base,
        licenseType: 'free',
        status: 'active',
        startDate: license.licenseType === 'free' ? license.startDate : isoDay(created),
        endDate: null,
        subscriptionId: null,
        planType: null,
      }
  }
}
