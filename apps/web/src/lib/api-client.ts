import type { z } from 'zod/mini'
import { messages } from '@courtside/contracts'
import { ApiError } from './api-error'
import { apiBaseUrl } from './api-url'
import { getToken } from './auth-token'
import { i18n } from './i18n'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export interface RequestOptions<S extends z.core.$ZodType | undefined> {
  method?: Method
  body?: unknown
  /**
   * Expected response shape; a mismatch fails with 'Invalid API response format'. Omit to skip reading the body. A
   * schema still loading (lib/session-schemas) is awaited after the request has gone out, not before.
   */
  schema?: S | Promise<S>
  signal?: AbortSignal
  /** The answer of this same request, already sent with `sendApiRequest` (e.g. as soon as a page's URL was known). */
  sent?: Promise<Response>
}

export interface ApiResponse<T> {
  data: T
  headers: Headers
}

type Parsed<S> = S extends z.core.$ZodType ? z.infer<S> : undefined

/** The schemas of the first screen (the session, the login, error bodies): a chunk of their own, see that module. */
export const loadSessionSchemas = () => import('./session-schemas')

/**
 * Checks `value` against a zod schema through the Standard Schema interface every zod schema (classic or mini)
 * carries, so this module does not import zod itself (ADR 0042: it is in the first download).
 */
async function check<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): Promise<{ success: true; data: z.output<S> } | { success: false }> {
  const result = await schema['~standard'].validate(value)
  return result.issues ? { success: false } : { success: true, data: result.value as z.output<S> }
}

/** Sends one HTTP call to the API with the stored token; `apiRequest` reads and checks its answer. */
export function sendApiRequest(
  path: string,
  options: Pick<RequestOptions<undefined>, 'method' | 'body' | 'signal'> = {},
): Promise<Response> {
  // The server writes mails and pages for this request in the language the app shows.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language || 'en' }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const hasBody = options.body !== undefined
  if (hasBody) headers['Content-Type'] = 'application/json'
  return fetch(`${apiBaseUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  })
}

/** One HTTP call to the API, returning the parsed body with the response headers. */
export async function apiRequest<S extends z.core.$ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResponse<Parsed<S>>> {
  // A schema still loading may fail while the request is out: that failure is reported below, once awaited.
  if (options.schema instanceof Promise) options.schema.catch(() => undefined)

  const response = await (options.sent ?? sendApiRequest(path, options))

  if (!response.ok) throw await toApiError(response)

  if (!options.schema) return { data: undefined as Parsed<S>, headers: response.headers }
  const json: unknown = await response.json().catch(() => undefined)
  const schema = await options.schema
  if (!schema) return { data: undefined as Parsed<S>, headers: response.headers }
  const parsed = await check(schema, json)
  if (!parsed.success) throw new ApiError(messages.invalidApiResponse, response.status)
  return { data: parsed.data as Parsed<S>, headers: response.headers }
}

// The body's message when there is one, otherwise the HTTP status text. Over HTTP/2 the status text is
// empty; the message stays empty too, so each call site's own fallback ('Failed to create account', …) shows.
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined)
  // A chunk that cannot load (a deploy replaced it) leaves the status text, as a body that is not JSON does.
  const schemas = await loadSessionSchemas().catch(() => null)
  const parsed = schemas ? await check(schemas.errorResponseSchema, body) : { success: false as const }
  const fallback = response.statusText
  if (parsed.success && parsed.data.message.trim()) {
    const { message, errors, code, ...details } = parsed.data
    return new ApiError(message, response.status, errors, code, details)
  }
  return new ApiError(fallback, response.status)
}
