import type { AppConfig } from '../../config.ts'
import type { PaymentProvider } from '../../lib/payment-provider.ts'
import { createStripeProvider } from './stripe-provider.ts'
import { createTestProvider } from './test-provider.ts'
import { createUnconfiguredProvider } from './unconfigured-provider.ts'

/**
 * Stripe with its keys; the test checkout only when BILLING_TEST_MODE=true (loadConfig refuses both at once);
 * otherwise nothing can be bought (docs/decisions/0047-billing-safe-when-unconfigured.md).
 */
export function createPaymentProvider(
  config: AppConfig,
  /** Late-bound by the caller: the context (mailer, log) the test subscription's events need is made after this. */
  endTestSubscription: (subscriptionId: string) => Promise<void>,
): PaymentProvider {
  const { secretKey, priceId } = config.stripe
  if (secretKey && priceId) return createStripeProvider({ secretKey, priceId, api: config.stripe.api })
  if (config.billing.testMode)
    return createTestProvider({
      appUrl: () => config.appUrl,
      secret: config.jwtSecret,
      now: config.now,
      endSubscription: endTestSubscription,
    })
  return createUnconfiguredProvider({ endTestSubscription })
}

/** What a production operator is told at start about payments, if anything. */
export function paymentsStartWarning(config: AppConfig, kind: PaymentProvider['kind']): string | undefined {
  if (config.env !== 'production') return undefined
  if (kind === 'test') return 'BILLING_TEST_MODE=true: the built-in test checkout grants pro without payment'
  if (kind === 'none' && !config.billing.selfHostedPlan)
    return 'STRIPE_SECRET_KEY/STRIPE_PRICE_ID unset: payments are not set up, upgrading answers 503 and nobody becomes pro (set SELF_HOSTED_PLAN=pro to make every account pro, or BILLING_TEST_MODE=true to try the test checkout)'
  return undefined
}
