import { PaymentProviderError, type PaymentProvider } from '../../lib/payment-provider.ts'
import { TEST_SUBSCRIPTION_PREFIX } from './test-checkout-service.ts'

/**
 * No Stripe keys and no BILLING_TEST_MODE: nothing can be bought (billing-service answers 503 before calling this)
 * and nothing grants pro (docs/decisions/0047-billing-safe-when-unconfigured.md).
 */
export function createUnconfiguredProvider(options: {
  /** Ends a subscription the test checkout made while test mode was on: no money is involved in it. */
  endTestSubscription: (subscriptionId: string) => Promise<void>
}): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new PaymentProviderError(new Error('payments are not set up on this server'))
  }
  return {
    kind: 'none',
    createCustomer: refuse,
    createCheckout: refuse,
    expireCheckout: refuse,
    createPortal: refuse,
    // A real subscription cannot be ended without its keys: the coach is told to try later rather than being left
    // paying for a closed account.
    cancelSubscription: (subscriptionId) =>
      subscriptionId.startsWith(TEST_SUBSCRIPTION_PREFIX) ? options.endTestSubscription(subscriptionId) : refuse(),
  }
}
