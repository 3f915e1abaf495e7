/**
 * A port handed to services; modules/billing implements it. Where checkouts and the billing portal live: Stripe with keys, the app's own test pages with BILLING_TEST_MODE
 * (ADR 0031), nowhere otherwise (docs/decisions/0047-billing-safe-when-unconfigured.md).
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'test' | 'none'
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>
  createCheckout(input: {
    customerId: string
    userId: number
    successUrl: string
    cancelUrl: string
    /** When the provider ends the session unpaid (Stripe then sends checkout.session.expired). */
    expiresAt: Date
  }): Promise<{ id: string; url: string }>
  /**
   * Ends a checkout the coach backed out of, if it is still open; what the session is afterwards: 'complete' when it
   * was paid meanwhile (its events make the coach pro), else 'expired'.
   */
  expireCheckout(sessionId: string): Promise<'complete' | 'expired'>
  /** `userId`: the coach asking, to whom a test portal link is bound. */
  createPortal(input: { customerId: string; userId: number; returnUrl: string }): Promise<{ url: string }>
  /** Ends a subscription at once (account deletion); its end reaches the licence as an event. */
  cancelSubscription(subscriptionId: string): Promise<void>
}

/** The provider failed or cannot be reached: the coach is told to try later, nothing is written. */
export class PaymentProviderError extends Error {
  constructor(cause: unknown) {
    super('payment provider failed', { cause })
    this.name = 'PaymentProviderError'
  }
}
