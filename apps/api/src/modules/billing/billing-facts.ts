import { z } from 'zod'

/**
 * What one payment-provider event says about a coach's subscription, read from the event's payload alone (the
 * provider is never called back, so webhooks are testable offline; ADR 0031). Stripe's event shapes, the parts we
 * use; both the current API (period on the subscription item, subscription under invoice.parent) and the older one.
 */
export type BillingFacts =
  | {
      kind: 'checkout_completed'
      userId: number | null
      customerId: string | null
      subscriptionId: string | null
      sessionId: string | null
    }
  | { kind: 'checkout_expired'; userId: number | null; customerId: string | null; sessionId: string | null }
  | {
      kind: 'subscription'
      userId: number | null
      customerId: string | null
      subscriptionId: string
      status: SubscriptionStatus
      cancelAtPeriodEnd: boolean
      periodEnd: number | null
    }
  | {
      kind: 'invoice_paid'
      userId: number | null
      customerId: string | null
      subscriptionId: string
      periodEnd: number | null
    }
  | { kind: 'invoice_failed'; userId: number | null; customerId: string | null; subscriptionId: string }
  | { kind: 'ignored' }

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export interface BillingEvent {
  id: string
  type: string
  /** Seconds since the epoch, the provider's clock. */
  created: number
  facts: BillingFacts
}

const id = z.string().min(1).max(255)
/** An id or an expanded object carrying it. */
const ref = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'string' ? v : v.id))
const seconds = z
  .number()
  .int()
  .nonnegative()
  .max(2 ** 31 - 1)
const metadata = z.record(z.string(), z.string()).nullish()

const eventSchema = z.object({
  id,
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

const checkoutSchema = z.object({
  id: id.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  customer: ref.nullish(),
  subscription: ref.nullish(),
  mode: z.string().nullish(),
})

const subscriptionSchema = z.object({
  id,
  customer: ref.nullish(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: seconds.nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: seconds.nullish() })) }).nullish(),
  metadata,
})

const invoiceSchema = z.object({
  customer: ref.nullish(),
  subscription: ref.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: ref.nullish(), metadata }).nullish() }).nullish(),
  period_end: seconds.nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: seconds }).nullish() })) }).nullish(),
  metadata,
})

/** A user id we wrote ourselves (metadata.user_id, client_reference_id); anything else is no user. */
function userIdOf(...candidates: Array<string | null | undefined>): number | null {
  for (const value of candidates) {
    if (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return Number(value)
  }
  return null
}

export class BillingPayloadError extends Error {}

/** Parses a verified event; throws BillingPayloadError when the envelope or a handled object is malformed. */
export function parseBillingEvent(raw: unknown): BillingEvent {
  const envelope = eventSchema.safeParse(raw)
  if (!envelope.success) throw new BillingPayloadError('not an event')
  const { id: eventId, type, created, data } = envelope.data
  const read = <T>(schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(data.object)
    if (!parsed.success) throw new BillingPayloadError(`malformed ${type}`)
    return parsed.data
  }
  return { id: eventId, type, created, facts: factsOf(type, read) }
}

function factsOf(type: string, read: <T>(schema: z.ZodType<T>) => T): BillingFacts {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired': {
      const s = read(checkoutSchema)
      if (s.mode && s.mode !== 'subscription') return { kind: 'ignored' }
      const userId = userIdOf(s.client_reference_id, s.metadata?.user_id)
      const sessionId = s.id ?? null
      if (type === 'checkout.session.expired')
        return { kind: 'checkout_expired', userId, customerId: s.customer ?? null, sessionId }
      return {
        kind: 'checkout_completed',
        userId,
        customerId: s.customer ?? null,
        subscriptionId: s.subscription ?? null,
        sessionId,
      }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = read(subscriptionSchema)
      return {
        kind: 'subscription',
        userId: userIdOf(s.metadata?.user_id),
        customerId: s.customer ?? null,
        subscriptionId: s.id,
        // A deleted subscription is over whatever status the payload still shows.
        status: type === 'customer.subscription.deleted' ? 'canceled' : s.status,
        cancelAtPeriodEnd: s.cancel_at_period_end ?? false,
        periodEnd: s.items?.data[0]?.current_period_end ?? s.current_period_end ?? null,
      }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const s = read(invoiceSchema)
      const subscriptionId = s.parent?.subscription_details?.subscription ?? s.subscription ?? null
      if (!subscriptionId) return { kind: 'ignored' } // a one-off invoice, not our plan
      const userId = userIdOf(s.parent?.subscription_details?.metadata?.user_id, s.metadata?.user_id)
      const customerId = s.customer ?? null
      if (type === 'invoice.payment_failed') return { kind: 'invoice_failed', userId, customerId, subscriptionId }
      const periodEnd = s.lines?.data.find((line) => line.period)?.period?.end ?? s.period_end ?? null
      return { kind: 'invoice_paid', userId, customerId, subscriptionId, periodEnd }
    }
    default:
      return { kind: 'ignored' }
  }
}
