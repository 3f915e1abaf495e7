import { errorResponseSchema, healthResponseSchema } from '../errors.ts'
import { endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

/** For load balancers: 200 only while the database answers. */
export const health = endpoint(paths.health, {
  tags: ['health'],
  responses: { 200: healthResponseSchema, 503: errorResponseSchema },
})

/** The analytics proxy to PostHog: bodies and answers pass through untouched, so nothing here is checked. */
export const ingest = endpoint(paths.ingest, { responses: {} })
