import { cancelCheckoutRequestSchema, stripeSignatureHeadersSchema, webhookReceivedSchema } from './endpoint-schemas.ts'
import { billingPortalSchema, checkoutSessionSchema, licenseSchema } from '../license.ts'
import { clientErrors, noContent, unavailable, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

const tags = ['license'] as const

/** The bare licence entity. */
export const getCurrentLicense = endpoint(paths.getCurrentLicense, {
  tags,
  responses: { 200: licenseSchema, ...clientErrors, ...unavailable },
})

/** A subscription checkout (ADR 0031); 503 while billing is not configured (ADR 0047). */
export const createCheckoutSession = endpoint(paths.createCheckoutSession, {
  tags,
  responses: { 200: checkoutSessionSchema, ...clientErrors, ...unavailable },
})

/**
 * Ends the coach's own checkout they backed out of, so the licence leaves 'pending' at once; 404 for anyone else's
 * (docs/decisions/0060-stripe-pending-state.md).
 */
export const cancelCheckoutSession = endpoint(paths.cancelCheckoutSession, {
  tags,
  body: cancelCheckoutRequestSchema,
  responses: { 204: noContent, ...clientErrors, ...unavailable },
})

export const getBillingPortal = endpoint(paths.getBillingPortal, {
  tags,
  responses: { 200: billingPortalSchema, ...clientErrors, ...unavailable },
})

/** Stripe's webhook: the signature is checked over the raw body (ADR 0031). */
export const stripeWebhook = endpoint(paths.stripeWebhook, {
  tags: ['billing'],
  headers: stripeSignatureHeadersSchema,
  responses: { 200: webhookReceivedSchema, ...clientErrors, ...unavailable },
})
