import { z } from '../zod-mini.ts'
import { errorResponseSchema } from '../errors.ts'
import type { EndpointRoute } from './endpoint-route.ts'

type Schema = z.core.$ZodType

/** An answer's status: a code, or `4xx` for every client error (all in the error shape, ADR 0024). */
export type ResponseStatus = number | '4xx'

/**
 * One HTTP endpoint as the API registers it and the web app calls it (ADR 0055): its route, the schemas of its
 * path params, query string, body and headers, and the schema of every answer it gives, by status. `tags` and
 * `hidden` are for the OpenAPI document (/api/docs).
 */
export interface Endpoint extends EndpointRoute {
  readonly tags?: readonly string[]
  readonly hidden?: boolean
  readonly params?: Schema
  readonly query?: Schema
  readonly body?: Schema
  readonly headers?: Schema
  readonly responses: { readonly [status in ResponseStatus]?: Schema }
}

/** An endpoint's schemas and documentation: all but its route. */
export type EndpointSchemas = Omit<Endpoint, 'method' | 'path'>

/**
 * An endpoint of the table: its route (endpoint-paths.ts) with its schemas. Marked free of side effects, so a bundle
 * drops every endpoint it does not name, and the schemas only those use (ADR 0042: what a page downloads).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const R extends EndpointRoute, const S extends EndpointSchemas>(route: R, schemas: S): R & S {
  return { ...route, ...schemas }
}

/** Every refusal of a request: a 4xx in the error shape. */
export const clientErrors = { '4xx': errorResponseSchema } as const
/** 503 with `Retry-After`: the render pool is full, billing is not configured, the database is restarting. */
export const unavailable = { 503: errorResponseSchema } as const
/** A 204 answer carries no body. */
export const noContent = z.null()
