import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('OpenAPI (ADR 0024)', () => {
  it('serves the document generated from the route schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    expect(doc.openapi).toMatch(/^3\.1/)
    const health = doc.paths['/healthz'].get
    expect(health.responses['200'].content['application/json'].schema.properties.status).toBeDefined()
    // Error responses document the stable code next to the message.
    expect(health.responses['503'].content['application/json'].schema.properties.code.enum).toContain(
      'serviceUnavailable',
    )
    // The documentation's own routes are not part of the API.
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([])
  })

  it('serves the UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' })
    const page =
      response.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: new URL(response.headers.location!, 'http://x').pathname })
        : response
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toMatch(/swagger/i)
  })
})
