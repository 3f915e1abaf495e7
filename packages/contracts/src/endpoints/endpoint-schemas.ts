import { z } from '../zod.ts'

// The few shapes only an endpoint uses, kept out of the area files: a bundle that names none of these endpoints
// drops this module whole (the web app's session chunk must not carry zod's classic build, ADR 0042).

/** A CSV file's text. */
export const csvFileSchema = z.string()
/** A PDF's bytes (documented as such, not checked). */
export const pdfFileSchema = z.any().describe('application/pdf')

/** Stripe signs every webhook call. */
export const stripeSignatureHeadersSchema = z.object({ 'stripe-signature': z.string().max(4096).optional() })
export const webhookReceivedSchema = z.object({ received: z.literal(true) })

/** The checkout a coach backed out of: the id Stripe put in the cancel page's address. */
export const cancelCheckoutRequestSchema = z.object({ session_id: z.string().min(1).max(255) })

/** What the built-in test portal can do to a test subscription (ADR 0047). */
export const TEST_PORTAL_ACTIONS = ['renew', 'fail', 'cancel', 'end'] as const
export type TestPortalAction = (typeof TEST_PORTAL_ACTIONS)[number]

/** A test checkout's or portal's signed link. */
export const testLinkParamsSchema = z.object({ token: z.string().min(1).max(100) })
export const testPortalQuerySchema = z.object({ done: z.string().max(10).optional() })
export const testPortalActionParamsSchema = testLinkParamsSchema.extend({ action: z.enum(TEST_PORTAL_ACTIONS) })
