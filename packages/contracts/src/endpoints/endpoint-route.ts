// No zod here, nor in endpoint-paths.ts: the guest's first download uses these (ADR 0042, ADR 0055).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Where an endpoint answers: its method and its path template, `:name` for a path parameter. `ALL` is the analytics
 * proxy, which passes every method on.
 */
export interface EndpointRoute {
  readonly method: HttpMethod | 'ALL'
  readonly path: string
}

/** The names of a path template's `:name` parameters. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The values of a path template's `:name` parameters, e.g. `{ id: 7 }` for `/api/v2/matches/:id`. */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string | number }

/** A route's params argument: none for a path without parameters. */
export type PathParamsArgs<R extends EndpointRoute> = [ParamNames<R['path']>] extends [never]
  ? [params?: undefined]
  : [params: PathParams<R['path']>]

/** The path of a route with its parameters filled in, each encoded: `pathOf(getMatch, { id: 7 })`. */
export function pathOf<R extends EndpointRoute>(route: R, ...[params]: PathParamsArgs<R>): string {
  const values = (params ?? {}) as Record<string, string | number>
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
}
