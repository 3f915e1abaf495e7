import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createMatch, matchBody, noRateLimits } from './support/matches.ts'

// What a phone on a weak connection downloads: every text asset and every large JSON answer compressed.
const script = `export const courtside = ${JSON.stringify('x'.repeat(4000))}\n`
const page = `<!doctype html><title>Courtside</title><div id="root"></div>${'<!-- -->'.repeat(200)}`

let web: TestApp
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'courtside-dist-'))
  mkdirSync(join(dist, 'assets'))
  // As the Vite build leaves them: the file, then .br and .gz copies beside it.
  for (const [path, text] of [
    ['index.html', page],
    ['assets/index-abc123.js', script],
  ] as const) {
    writeFileSync(join(dist, path), text)
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text))
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text))
  }
  web = await createTestApp({ webDistDir: dist, rateLimits: noRateLimits() })
})
afterAll(async () => {
  await web?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('precompressed web app', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file otherwise', async () => {
    const url = '/assets/index-abc123.js'
    const br = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const gz = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const plain = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('compresses the SPA entry for client-side routes too, never cached', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: '/matches/12',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const body =
      response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : ''
    expect(body).toBe(page)
  })
})

describe('compressed JSON', () => {
  it('compresses answers of 2 kB or more by Accept-Encoding, with Vary, and leaves small ones alone', async () => {
    const { headers, organizationId } = await coach(web.app)
    for (let i = 0; i < 6; i++) await createMatch(web.app, headers, matchBody(organizationId, { title: `Final ${i}` }))

    const list = await web.app.inject({
      method: 'GET',
      url: '/api/v2/matches',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    })
    expect(list.statusCode).toBe(200)
    expect(list.headers['content-encoding']).toBe('gzip')
    expect(list.headers.vary).toMatch(/accept-encoding/i)
    const matches = JSON.parse(gunzipSync(list.rawPayload).toString()).matches
    expect(matches).toHaveLength(6)

    const small = await web.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ status: 'ok' })

    const none = await web.app.inject({ method: 'GET', url: '/api/v2/matches', headers })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.json().matches).toHaveLength(6)
  })
})
