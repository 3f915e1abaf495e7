import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints, type Endpoint } from '@courtside/contracts'
import { createTestApp, TEST_BILLING, type TestApp } from './support/test-app.ts'

/**
 * The contracts' endpoint table is the API (ADR 0055): every endpoint in it is registered and documented with each
 * answer it declares, and every route the app registers is in it, but for the few that are not API endpoints.
 */

// Every route the app registers, as Fastify's onRoute hook reports it on each instance buildApp makes.
const registered = vi.hoisted(() => [] as { method: string; url: string }[])
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>()
  const create = ((options?: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url })
    })
    return app
  }) as typeof fastify.default
  return { ...fastify, default: create }
})

/** Registered, but not endpoints of the API. */
const EXEMPT: { why: string; matches: (route: { method: string; url: string }) => boolean }[] = [
  {
    why: 'the OpenAPI document and its pages',
    matches: ({ url }) => url === '/api/docs' || url.startsWith('/api/docs/'),
  },
  {
    why: "CORS preflights (@fastify/cors's OPTIONS *)",
    matches: ({ method, url }) => method === 'OPTIONS' && url === '*',
  },
  {
    why: 'the probes of the operations, outside the API: readiness and the Prometheus metrics (ADR 0058)',
    matches: ({ url }) => url === '/readyz' || url === '/metrics',
  },
  // The live socket (/socket) is an upgrade on the HTTP server, and the built web app's files and the SPA fallback
  // are not registered without a built web app (plugins/web-app.ts); HEAD comes with every GET (Fastify's default).
]

const ALL_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS', 'TRACE', 'QUERY']
const table = Object.entries(endpoints) as [string, Endpoint][]

/** The method and path of an endpoint as Fastify registers it (`ALL` is each method). */
const routesOf = (endpoint: Endpoint) =>
  (endpoint.method === 'ALL' ? ALL_METHODS : [endpoint.method]).map((method) => `${method} ${endpoint.path}`)

let t: TestApp
beforeAll(async () => {
  // With the built-in test checkout, so its pages are registered too.
  t = await createTestApp({ billing: TEST_BILLING })
})
afterAll(async () => {
  await t?.close()
})

describe('the contracts own every endpoint (ADR 0055)', () => {
  it('registers every endpoint of the table', () => {
    expect(registered.length).toBeGreaterThan(table.length)
    const seen = new Set(registered.map(({ method, url }) => `${method} ${url}`))
    const missing = table.flatMap(([, endpoint]) => routesOf(endpoint)).filter((route) => !seen.has(route))
    expect(missing).toEqual([])
  })

  it('registers nothing else, but for the exempt routes', () => {
    const inTable = new Set(table.flatMap(([, endpoint]) => routesOf(endpoint)))
    const gets = new Set(registered.filter(({ method }) => method === 'GET').map(({ url }) => url))
    const extra = registered
      .filter((route) => !inTable.has(`${route.method} ${route.url}`))
      .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
      .filter((route) => !EXEMPT.some((exempt) => exempt.matches(route)))
      .map(({ method, url }) => `${method} ${url}`)
    expect(extra).toEqual([])
  })

  it('documents every endpoint but the hidden ones in /api/docs/json, with each answer it declares', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    const gaps: string[] = []
    for (const [name, endpoint] of table) {
      if (endpoint.hidden) continue
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')
      for (const method of endpoint.method === 'ALL' ? ['GET', 'POST'] : [endpoint.method]) {
        const operation = doc.paths[path]?.[method.toLowerCase()]
        if (!operation) {
          gaps.push(`${name}: ${method} ${path} is not documented`)
          continue
        }
        for (const status of Object.keys(endpoint.responses)) {
          if (!(status.toUpperCase() in operation.responses)) gaps.push(`${name}: answer ${status} is not documented`)
        }
      }
    }
    expect(gaps).toEqual([])
  })

  it('keeps the hidden test pages out of the document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object }
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/billing/'))).toEqual([])
  })
})
