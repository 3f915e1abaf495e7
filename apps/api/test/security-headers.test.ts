import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HSTS_VALUE } from '../src/plugins/security-headers.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Browser security headers on the app, the API and the API docs (ADR 0021, ADR 0052, ADR 0069).

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'courtside-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Courtside</title><div id="root"></div>')
  t = await createTestApp({ webDistDir: dist })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )

describe('security headers', () => {
  it('the SPA gets a CSP without inline scripts, no framing, nosniff and no referrer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    const csp = directives(String(response.headers['content-security-policy']))
    // Our files, and YouTube's player API (ADR 0069); never 'unsafe-inline' or 'unsafe-eval'.
    expect(csp['script-src']).toEqual(["'self'", 'https://www.youtube.com'])
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-frame-options']).toBe('DENY')
  })

  it('a video linked from another https host may play, HLS included, and nothing else opens up (ADR 0052)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    const csp = directives(String(response.headers['content-security-policy']))
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https:'])
    // hls.js fetches the playlist and its segments.
    expect(csp['connect-src']).toEqual(["'self'", 'https:'])
    // Plain http from other hosts stays out, and no wildcard sneaks in.
    expect(Object.values(csp).flat()).not.toContain('http:')
    expect(Object.values(csp).flat()).not.toContain('*')
    expect(csp['worker-src']).toEqual(["'self'", 'blob:'])
  })

  it('YouTube and Vimeo links play in their official embeds, and nothing else may be framed (ADR 0069)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    const csp = directives(String(response.headers['content-security-policy']))
    expect(csp['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ])
    expect(csp['script-src']).toEqual(["'self'", 'https://www.youtube.com'])
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'")
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    // Framing us stays forbidden.
    expect(csp['frame-ancestors']).toEqual(["'none'"])
  })

  it('API answers carry them too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('HSTS only when the request came over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const behindTls = await createTestApp({ trustProxy: 1 })
    try {
      const secure = await behindTls.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(secure.headers['strict-transport-security']).toBe(HSTS_VALUE)
    } finally {
      await behindTls.close()
    }
  })

  it('the API docs page loads no inline script, so it works under the same policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    const page =
      response.statusCode === 302 ? await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' }) : response
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/)
  })
})
