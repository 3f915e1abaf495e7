import type { z } from 'zod/mini'
import { pathOf, type Endpoint, type EndpointRoute, type ParamNames, type PathParams } from '@courtside/contracts'
import { apiRequest, sendApiRequest, type ApiResponse } from '../api-client'

// Types only from zod: this module is in the guest's first download (ADR 0042); the schemas come with the endpoint.
type Schema = z.core.$ZodType

/**
 * An endpoint whose schemas are in a chunk of their own, loaded while its request is out: the guest's first screen
 * (ADR 0042) and a page that asks before its code has arrived (ADRs 0044, 0045). Its route is zod-free
 * (`endpointPaths` of the contracts; the first download's in `first-screen-paths`).
 */
export interface LazyEndpoint<E extends Endpoint> {
  readonly method: E['method']
  readonly path: E['path']
  readonly load: () => Promise<E>
}

export function lazyEndpoint<E extends Endpoint>(
  route: { readonly method: E['method']; readonly path: E['path'] },
  load: () => Promise<E>,
): LazyEndpoint<E> {
  return { method: route.method, path: route.path, load }
}

export type Callable = Endpoint | LazyEndpoint<Endpoint>
type ContractOf<C> = C extends LazyEndpoint<infer E> ? E : C
type ResponsesOf<C> = ContractOf<C> extends { responses: infer R } ? R : never
type QuerySchemaOf<C> = ContractOf<C> extends { query: infer Q extends Schema } ? Q : undefined
type BodySchemaOf<C> = ContractOf<C> extends { body: infer B extends Schema } ? B : undefined

type SuccessStatus = 200 | 201 | 202 | 204
/** What a call resolves to: the parsed answer of any success status the endpoint declares (null for a 204). */
export type EndpointAnswer<C> = {
  [S in keyof ResponsesOf<C>]: S extends SuccessStatus
    ? ResponsesOf<C>[S] extends Schema
      ? z.output<ResponsesOf<C>[S]>
      : never
    : never
}[keyof ResponsesOf<C>]

type ParamsOption<C> = C extends EndpointRoute
  ? [ParamNames<C['path']>] extends [never]
    ? { params?: undefined }
    : { params: PathParams<C['path']> }
  : never

type QueryValue = string | number | boolean | null | undefined
/** A query string's values, each optional (the server has the defaults), as the endpoint's query schema reads them. */
type QueryOption<C> =
  QuerySchemaOf<C> extends Schema
    ? { query?: { [K in keyof z.output<QuerySchemaOf<C>>]?: z.output<QuerySchemaOf<C>>[K] & QueryValue } }
    : { query?: undefined }

/** The body the endpoint's schema takes; an endpoint without one whose service reads the body itself takes any. */
type BodyOption<C> = BodySchemaOf<C> extends Schema ? { body: z.input<BodySchemaOf<C>> } : { body?: unknown }

export type CallOptions<C extends Callable> = ParamsOption<C> &
  QueryOption<C> &
  BodyOption<C> & {
    signal?: AbortSignal
    /** This same request, already sent with `sendApiRequest` (a route's loader, ADR 0044): it is read, not resent. */
    sent?: Promise<Response>
  }

/** The options may be left out when none is required (no path params, no body). */
type OptionsArgs<C extends Callable> =
  Partial<CallOptions<C>> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>]

/** The path and query string of a call, e.g. for a download (lib/download-file) or an early `sendApiRequest`. */
export function endpointUrl<C extends Callable>(
  endpoint: C,
  options: ParamsOption<C> & QueryOption<C> = {} as ParamsOption<C> & QueryOption<C>,
): string {
  const path = pathOf(endpoint as EndpointRoute, ...([options.params] as [undefined]))
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** The schema of the answer with this status, else of the endpoint's first success; none for a 204. */
function answerSchema(endpoint: Endpoint, status: number): Schema | undefined {
  if (status === 204) return undefined
  const responses = endpoint.responses as Record<string, Schema | undefined>
  const success = Object.keys(responses).find((key) => /^2\d\d$/.test(key))
  return responses[status] ?? (success ? responses[success] : undefined)
}

/**
 * One call of a contracts endpoint (ADR 0055): the URL from its path and a typed query, the body it takes, the
 * answer parsed with the schema of the status it came with; failures are ApiError with the server's code
 * (lib/api-client). Resolves to the answer with the response headers.
 */
export async function requestEndpoint<C extends Callable>(
  endpoint: C,
  ...[options = {} as CallOptions<C>]: OptionsArgs<C>
): Promise<ApiResponse<EndpointAnswer<C>>> {
  const url = endpointUrl(endpoint, options)
  if (endpoint.method === 'ALL') throw new Error(`${endpoint.path} is not called from the app`)
  const sent =
    options.sent ?? sendApiRequest(url, { method: endpoint.method, body: options.body, signal: options.signal })
  // A lazy endpoint's schemas load beside the request; a failure to load is reported once awaited below.
  const contract = 'load' in endpoint ? endpoint.load() : Promise.resolve(endpoint as Endpoint)
  contract.catch(() => undefined)
  const response = await sent
  const schema = response.ok ? contract.then((loaded) => answerSchema(loaded, response.status)) : undefined
  const answer = await apiRequest(url, { sent: Promise.resolve(response), schema })
  return { data: (response.status === 204 ? null : answer.data) as EndpointAnswer<C>, headers: answer.headers }
}

/** `requestEndpoint` when only the answer matters. */
export async function callEndpoint<C extends Callable>(
  endpoint: C,
  ...options: OptionsArgs<C>
): Promise<EndpointAnswer<C>> {
  return (await requestEndpoint(endpoint, ...options)).data
}
