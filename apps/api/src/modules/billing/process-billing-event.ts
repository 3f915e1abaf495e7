import type { Database } from '../../db/database.ts'
import type { BillingEvent } from './billing-facts.ts'
import { applyBillingFacts, type BillingLicense } from './license-transition.ts'
import {
  finishCheckoutSession,
  findUserIdByCustomer,
  lockLicenseOfUser,
  recordBillingEvent,
  saveLicenseBilling,
} from './billing-repository.ts'

export type BillingOutcome =
  | { result: 'duplicate' }
  | { result: 'ignored' }
  | { result: 'processed'; userId: number; before: BillingLicense; after: BillingLicense }

/**
 * The one path every payment event takes, from Stripe's webhook and from the built-in test checkout alike: the event
 * id is recorded and its effect applied in one transaction, so a duplicate or concurrent delivery changes nothing
 * and a failure leaves neither (ADR 0031).
 */
export async function processBillingEvent(db: Database, event: BillingEvent, now: Date): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    const { facts } = event
    const userId =
      facts.kind === 'ignored'
        ? null
        : (facts.userId ?? (facts.customerId ? ((await findUserIdByCustomer(tx, facts.customerId)) ?? null) : null))
    const fresh = await recordBillingEvent(tx, { id: event.id, type: event.type, created: event.created, userId, now })
    if (!fresh) return { result: 'duplicate' }
    // The session's own row follows Stripe's word, so ending it later asks Stripe only about open ones.
    if ((facts.kind === 'checkout_completed' || facts.kind === 'checkout_expired') && facts.sessionId)
      await finishCheckoutSession(tx, facts.sessionId, facts.kind === 'checkout_completed' ? 'complete' : 'expired')
    if (userId === null) return { result: 'ignored' }
    const row = await lockLicenseOfUser(tx, userId)
    if (!row) return { result: 'ignored' } // the account was purged meanwhile
    const before: BillingLicense = row
    const after = applyBillingFacts(before, facts, event.created)
    if (after === before) return { result: 'ignored' }
    await saveLicenseBilling(tx, row.id, after, now)
    return { result: 'processed', userId, before, after }
  })
}
