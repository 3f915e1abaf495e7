import { stripeSignatureHeadersSchema, webhookReceivedSchema } from './endpoint-schemas.ts'
import { billingPortalSchema, checkoutSessionSchema, licenseSchema } from '../license.ts'
import { clientErrors, unavailable, endpoint } from './endpoint.ts'
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
