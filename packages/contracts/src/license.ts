import { z } from './zod.ts'

export const LICENSE_TYPES = ['free', 'pro'] as const
export const LICENSE_STATUSES = ['active', 'expired', 'cancelled', 'past_due', 'free_trial', 'pending'] as const
export type LicenseType = (typeof LICENSE_TYPES)[number]
export type LicenseStatus = (typeof LICENSE_STATUSES)[number]
/**
 * Where the plan in force comes from: the coach's own licence (free, or pro through billing), or the server, which
 * gives every account pro when it runs with SELF_HOSTED_PLAN=pro (docs/decisions/0047-billing-safe-when-unconfigured.md).
 */
export const LICENSE_SOURCES = ['billing', 'self_hosted'] as const
export type LicenseSource = (typeof LICENSE_SOURCES)[number]

export const gameQuotaSchema = z.object({
  used_this_month: z.number(),
  limit: z.number().nullable(),
  remaining: z.number().nullable(),
  can_create: z.boolean(),
  unlimited: z.boolean(),
})
export type GameQuota = z.infer<typeof gameQuotaSchema>

export const licenseSchema = z.object({
  id: z.number().int(),
  license_type: z.enum(LICENSE_TYPES),
  status: z.enum(LICENSE_STATUSES),
  start_date: z.string(),
  end_date: z.string().nullable(),
  current_month_start: z.string(),
  days_until_reset: z.number().int(),
  is_pro: z.boolean(),
  is_active: z.boolean(),
  pro_games: gameQuotaSchema,
  free_games: gameQuotaSchema,
  payment: z
    .object({
      subscription_id: z.string().nullable(),
      customer_id: z.string().nullable(),
      plan_type: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** Absent from older servers: read as 'billing'. */
  source: z.enum(LICENSE_SOURCES).optional(),
})
export type License = z.infer<typeof licenseSchema>

/**
 * A pro subscription still runs (not expired): a new checkout is refused with 409 'alreadyPro' and the coach is sent
 * to the billing portal instead. One rule for the API's refusal and the app's upgrade buttons.
 */
export function subscriptionRuns(
  licenseType: LicenseType,
  subscriptionId: string | null | undefined,
  status: LicenseStatus,
): boolean {
  return licenseType === 'pro' && Boolean(subscriptionId) && status !== 'expired'
}

/** 403 body when a pro match would exceed the month's allowance. */
export const quotaExceededSchema = z.object({
  message: z.string(),
  error: z.string(),
  license: z.object({
    type: z.enum(LICENSE_TYPES),
    games_remaining: z.number(),
    days_until_reset: z.number(),
  }),
})
export type QuotaExceeded = z.infer<typeof quotaExceededSchema>

export const checkoutSessionSchema = z.object({ checkout_url: z.string(), session_id: z.string() })
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>
export const billingPortalSchema = z.object({ portal_url: z.string() })
export type BillingPortal = z.infer<typeof billingPortalSchema>
