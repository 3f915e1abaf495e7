import type { Env } from './read-env.ts'

export interface StripeSettings {
  secretKey?: string | undefined
  priceId?: string | undefined
  webhookSecret?: string | undefined
  /** Tests point the real SDK at a local server; unset = api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined
}

export interface BillingMode {
  /** BILLING_TEST_MODE=true: the built-in test checkout and portal, which grant pro without payment. */
  testMode: boolean
  /** SELF_HOSTED_PLAN=pro: every account is pro, with no payment and no quota. */
  selfHostedPlan: 'pro' | undefined
}

/** Stripe needs its key and the price together; one without the other is a mistake worth stopping for. */
export function stripeSettings(env: Env): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined
  const priceId = env.STRIPE_PRICE_ID?.trim() || undefined
  if (!secretKey !== !priceId) throw new Error('STRIPE_SECRET_KEY and STRIPE_PRICE_ID must be set together')
  return { secretKey, priceId, webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined }
}

/**
 * Payments are live (Stripe), pretend (test mode, asked for by name) or absent; never pretend because keys are
 * missing. Settings that contradict each other stop the start rather than letting one silently win.
 */
export function billingMode(env: Env, stripe: StripeSettings): BillingMode {
  const rawTest = env.BILLING_TEST_MODE?.trim() ?? ''
  if (!['', 'true', 'false'].includes(rawTest))
    throw new Error(`BILLING_TEST_MODE must be "true" or "false", got "${rawTest}"`)
  const rawPlan = env.SELF_HOSTED_PLAN?.trim() ?? ''
  if (rawPlan !== '' && rawPlan !== 'pro')
    throw new Error(`SELF_HOSTED_PLAN accepts only "pro" (every account pro without payment), got "${rawPlan}"`)
  const testMode = rawTest === 'true'
  const selfHostedPlan = rawPlan === 'pro' ? 'pro' : undefined
  const stripeKeys = Boolean(stripe.secretKey)
  if (testMode && stripeKeys)
    throw new Error(
      'BILLING_TEST_MODE=true and STRIPE_SECRET_KEY/STRIPE_PRICE_ID are both set: the test checkout would grant pro without payment beside real payments; unset one of them',
    )
  if (selfHostedPlan && (testMode || stripeKeys))
    throw new Error(
      'SELF_HOSTED_PLAN=pro gives every account pro without payment: unset BILLING_TEST_MODE and STRIPE_SECRET_KEY/STRIPE_PRICE_ID',
    )
  return { testMode, selfHostedPlan }
}
