import type { Locale } from '@courtside/contracts'
import { vi } from 'vitest'

export interface MockRequest {
  method: string
  path: string
  /** The query string's parameters. */
  query: URLSearchParams
  headers: Record<string, string>
  body: unknown
}

type Handler = (request: MockRequest) => Response | Promise<Response>

/** JSON response helper. */
export function json(body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

/**
 * Replaces fetch at the network boundary with a table of `'METHOD /path'` handlers; anything unlisted answers 404.
 * Returns the recorded requests.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: MockRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    )
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    }
    requests.push(request)
    const handler = handlers[`${method} ${url.pathname}`]
    if (!handler) return json({ message: 'Not found' }, { status: 404, statusText: 'Not Found' })
    return handler(request)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { requests, fetchMock }
}

export const TOKEN = 'header.payload.signature'

export function aUser(
  overrides: Partial<{
    id: number
    email: string
    first_name: string
    last_name: string
    coach_viewer: boolean
    locale: Locale | null
  }> = {},
) {
  return {
    id: 1,
    email: 'iida@example.com',
    first_name: 'Iida',
    last_name: 'Koski',
    coach_viewer: false,
    locale: null as Locale | null,
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  }
}

export function aLicense(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    license_type: 'free',
    status: 'active',
    start_date: '2025-05-01',
    end_date: null,
    current_month_start: '2025-05-01',
    days_until_reset: 9,
    is_pro: false,
    is_active: true,
    pro_games: { used_this_month: 1, limit: 3, remaining: 2, can_create: true, unlimited: false },
    free_games: { used_this_month: 4, limit: null, remaining: null, can_create: true, unlimited: true },
    payment: null,
    ...overrides,
  }
}
