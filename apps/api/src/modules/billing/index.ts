// The billing module's public door: checkouts, the portal, payment providers and their events. Other code imports
// only this file.
export { BillingPayloadError, parseBillingEvent } from './billing-facts.ts'
export { mailBillingChange } from './billing-mail.ts'
export { cancelCheckoutSession, createBillingPortal, createCheckoutSession } from './billing-service.ts'
export { createPaymentProvider, paymentsStartWarning } from './create-payment-provider.ts'
export { processBillingEvent } from './process-billing-event.ts'
export { verifyStripeWebhook } from './stripe-provider.ts'
export { verifyTestLink, type TestLinkPurpose } from './test-billing-links.ts'
export { testCheckoutPage, testPortalPage, type TestPageRefusal } from './test-billing-pages.ts'
export {
  endTestSubscription,
  licenseOfTestPortal,
  runTestPortalAction,
  settleTestCheckout,
  testCheckoutState,
} from './test-checkout-service.ts'
