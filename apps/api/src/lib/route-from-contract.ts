import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Endpoint } from '@courtside/contracts'

/** An endpoint's Fastify schema as the zod type provider reads it: the request parts and the answers' types. */
interface SchemaOf<Params, Query, Body, Headers, Responses> {
  params: Params
  querystring: Query
  body: Body
  headers: Headers
  response: Responses
}

type RouteOptionsOf<Params, Query, Body, Headers, Responses> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<Params, Query, Body, Headers, Responses>,
    ZodTypeProvider
  >,
  'method' | 'url' | 'schema'
>

/**
 * What a route file still decides: the handler and its hooks (sign-in, role, heavy-work budget), config. Made of
 * the endpoint's schemas only, so two endpoints with the same schemas take the same options.
 */
export type ContractRouteOptions<E extends Endpoint> = RouteOptionsOf<
  E['params'],
  E['query'],
  E['body'],
  E['headers'],
  E['responses']
>

/** The Fastify schema of an endpoint, keys in the order the route files used to write them. */
function schemaOf(endpoint: Endpoint): Record<string, unknown> | undefined {
  const { tags, hidden, params, query, body, headers, responses } = endpoint
  const schema: Record<string, unknown> = {}
  if (hidden) schema.hide = true
  if (tags) schema.tags = [...tags]
  if (params) schema.params = params
  if (query) schema.querystring = query
  if (body) schema.body = body
  if (headers) schema.headers = headers
  if (Object.keys(responses).length > 0) schema.response = responses
  return Object.keys(schema).length > 0 ? schema : undefined
}

/**
 * Registers one endpoint of the contracts' table (ADR 0055): its method and path, its schemas (requests are parsed
 * by them, answers checked and serialized by them, and the OpenAPI document is made from them), its tags and error
 * answers. The route file brings only the handler and its hooks, so a path or a schema is written once, in
 * packages/contracts/src/endpoints.
 */
export function routeFromContract<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ContractRouteOptions<NoInfer<E>>,
): void {
  const schema = schemaOf(endpoint)
  if (endpoint.method === 'ALL') {
    app.all(endpoint.path, { ...(options as RouteShorthandOptionsWithHandler), ...(schema ? { schema } : {}) })
    return
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    ...(schema
      ? { schema: schema as unknown as SchemaOf<E['params'], E['query'], E['body'], E['headers'], E['responses']> }
      : {}),
  })
}
