import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'

let t: TestApp
let web: TestApp
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'courtside-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Courtside</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("courtside")')
  t = await createTestApp({ analytics: { ingestHost: 'http://127.0.0.1:9', assetsHost: 'http://127.0.0.1:9' } })
  web = await createTestApp({ webDistDir: dist })
})
afterAll(async () => {
  await t?.close()
  await web?.close()
  rmSync(dist, { recursive: true, force: true })
})

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

describe('GET /healthz', () => {
  it('answers 200 while the database answers, 503 when it does not', async () => {
    const own = await createTestApp()
    try {
      const ok = await own.app.inject({ method: 'GET', url: '/healthz' })
      expect(ok.statusCode).toBe(200)
      expect(ok.json()).toEqual({ status: 'ok' })
      // Take the database away under the running app.
      const client = (own.db as unknown as { $client: { close?(): Promise<void>; end?(): Promise<void> } }).$client
      await (client.close ?? client.end)?.call(client)
      const down = await own.app.inject({ method: 'GET', url: '/healthz' })
      expect(down.statusCode).toBe(503)
      expect(errorResponseSchema.parse(down.json())).toEqual({
        message: messages.serviceUnavailable,
        code: 'serviceUnavailable',
      })
    } finally {
      await own.close().catch(() => {})
    }
  })
})

describe('errors in one shape', () => {
  it('answers 404 Not found for unknown routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/nothing-here'],
      ['POST', '/api/v2/auth/nope'],
      ['GET', '/dashboard'],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' })
    }
  })

  it('answers 400 Malformed JSON body for broken JSON, never a 500', async () => {
    for (const payload of ['{"user":', '{user: {}}', 'null,']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/login.json',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: messages.malformedJson, code: 'malformedJson' })
    }
  })

  it('refuses prototype pollution attempts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login.json',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":{"email":"a@example.com","password":"secret123"},"__proto__":{"x":1}}',
    })
    expect(response.statusCode).toBe(400)
  })

  it('answers 422 for JSON that is not an object', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode, payload).toBe(422)
      expect(response.json().errors).toEqual({ user: [messages.fieldRequired] })
    }
  })

  it('answers 415 in the error shape for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user[email]=a@example.com',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ message: messages.unsupportedMediaType, code: 'unsupportedMediaType' })
  })

  it('answers 413 in the error shape for an oversized body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ user: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) } }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: messages.payloadTooLarge, code: 'payloadTooLarge' })
  })
})

describe('CORS', () => {
  it('allows the app and the Vite origin and exposes the Authorization header', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/login.json',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173')

    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://localhost:3000' },
    })
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000')
    expect(String(response.headers['access-control-expose-headers'])).toContain('Authorization')
  })

  it('does not allow other origins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('web app', () => {
  it('serves index.html for client routes, uncached', async () => {
    for (const url of ['/', '/dashboard', '/matches/12/scores', '/reset-password?reset_password_token=abc']) {
      const response = await web.app.inject({ method: 'GET', url, headers: html })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('serves hashed assets with a long cache', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('keeps API paths and non-HTML requests out of the fallback', async () => {
    for (const url of ['/api/v2/unknown', '/healthz/x', '/login.json/x', '/socket/x', '/ingestion']) {
      const response = await web.app.inject({ method: 'GET', url, headers: html })
      if (url === '/ingestion') {
        expect(response.statusCode).toBe(200) // not an API path: it is a client route
        continue
      }
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ message: messages.notFound, code: 'notFound' })
    }
    const missingAsset = await web.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })
    expect(missingAsset.statusCode).toBe(404)
    const post = await web.app.inject({ method: 'POST', url: '/dashboard', headers: html })
    expect(post.statusCode).toBe(404)
  })
})

describe('/ingest analytics proxy', () => {
  it('answers 502 in the error shape when the analytics host is unreachable', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ingest/e/?ip=1',
      headers: { 'content-type': 'text/plain' },
      payload: 'data=abc',
    })
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({ message: messages.analyticsUnreachable, code: 'analyticsUnreachable' })
  })

  it('forwards method, path, query and body, and passes the answer back', async () => {
    const { createServer } = await import('node:http')
    const seen: Array<{ method?: string; url?: string; body: string }> = []
    const upstream = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body })
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}')
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const port = (upstream.address() as { port: number }).port
    const proxied = await createTestApp({
      analytics: { ingestHost: `http://127.0.0.1:${port}`, assetsHost: `http://127.0.0.1:${port}/assets-host` },
    })
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/ingest/e/?compression=gzip-js',
        headers: { 'content-type': 'text/plain', authorization: 'Bearer secret' },
        payload: 'payload-bytes',
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 1 })
      const asset = await proxied.app.inject({ method: 'GET', url: '/ingest/static/array.js' })
      expect(asset.statusCode).toBe(200)
      expect(seen).toEqual([
        { method: 'POST', url: '/e/?compression=gzip-js', body: 'payload-bytes' },
        { method: 'GET', url: '/assets-host/static/array.js', body: '' },
      ])
    } finally {
      await proxied.close()
      upstream.close()
    }
  })
})

describe('createTestApp().listen', () => {
  it('serves over real HTTP and points emailed links at itself', async () => {
    const served = await createTestApp({ webDistDir: dist })
    try {
      const base = await served.listen()
      expect(served.config.appUrl).toBe(base)
      const health = await fetch(`${base}/healthz`)
      expect(health.status).toBe(200)
      const page = await fetch(`${base}/signup`, { headers: html })
      expect(await page.text()).toContain('<div id="root">')

      const signup = await fetch(`${base}/api/v2/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          user: {
            first_name: 'A',
            last_name: 'B',
            email: 'http@example.com',
            password: 'secret1',
            password_confirmation: 'secret1',
          },
        }),
      })
      expect(signup.status).toBe(201)
      expect(signup.headers.get('authorization')).toMatch(/^Bearer /)
      await fetch(`${base}/api/v2/auth/forgot_password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { email: 'http@example.com' } }),
      })
      expect(served.mailbox.at(-1)?.text).toContain(`${base}/reset-password?reset_password_token=`)
    } finally {
      await served.close()
    }
  })
})
