import { endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'
import { testLinkParamsSchema, testPortalActionParamsSchema, testPortalQuerySchema } from './endpoint-schemas.ts'

const params = testLinkParamsSchema

// HTML pages and 303 redirects for a person testing billing, not API answers: hidden from the OpenAPI document, and
// their answers are not checked against schemas (hence none here).

export const testCheckoutPage = endpoint(paths.testCheckoutPage, { hidden: true, params, responses: {} })
export const testCheckoutPay = endpoint(paths.testCheckoutPay, { hidden: true, params, responses: {} })
export const testCheckoutCancel = endpoint(paths.testCheckoutCancel, { hidden: true, params, responses: {} })

export const testPortalPage = endpoint(paths.testPortalPage, {
  hidden: true,
  params,
  query: testPortalQuerySchema,
  responses: {},
})

export const testPortalAction = endpoint(paths.testPortalAction, {
  hidden: true,
  params: testPortalActionParamsSchema,
  responses: {},
})
