import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from './api/call-endpoint'

/** The checkout popup's size and how often it is checked for being closed. */
export const CHECKOUT_POPUP = { width: 800, height: 600 } as const
export const CHECKOUT_POLL_MS = 1000

/** POST /api/v2/user_license/create_checkout_session. */
export const createCheckoutSession = () => callEndpoint(endpoints.createCheckoutSession)

/** POST /api/v2/user_license/cancel_checkout_session: ends the checkout the coach backed out of. */
export const cancelCheckoutSession = (sessionId: string) =>
  callEndpoint(endpoints.cancelCheckoutSession, { body: { session_id: sessionId } })

/** GET /api/v2/user_license/billing_portal. */
export const fetchBillingPortal = () => callEndpoint(endpoints.getBillingPortal)
