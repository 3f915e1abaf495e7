import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponseSchema, messages, type MessageKey } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach } from './support/balls.ts'

// ADR 0048: what the router and Node's HTTP parser refuse answers in our error shape, without echoing the request,
// and a dotfile in the web build is never served.

let t: TestApp
let base: string
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'courtside-dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, '.git'))
  mkdirSync(join(dist, '.well-known'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Courtside</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("courtside")')
  for (const secret of ['.env', '.env.br', '.env.gz', '.git/config', '.well-known/security.txt', 'assets/.secret.js'])
    writeFileSync(join(dist, secret), 'JWT_SECRET=leaked')
  t = await createTestApp({ webDistDir: dist })
  base = await t.listen()
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

const shape = (key: MessageKey) => ({ message: messages[key], code: key })

/** Sends raw bytes and reads the whole answer (the server closes the connection after a refused request). */
function raw(request: string | Buffer): Promise<{ status: number; body: string; head: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), head, body })
    })
  })
}

describe('malformed URLs', () => {
  it('answers a URL with bad percent-encoding 400 in our shape, without echoing it', async () => {
    const coach = await newCoach(t.app)
    for (const url of ['/api/v2/matches/%E0%A4%A', '/api/v2/players/%zz', '/api/v2/live/%C0%AF', '/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url, headers: coach.headers })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual(shape('badRequest'))
      expect(response.body).not.toContain('%')
    }
  })

  it('answers a path param longer than the router keeps in our shape (414, or 404 where the web build takes the path)', async () => {
    const coach = await newCoach(t.app)
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/matches/${'7'.repeat(5000)}`,
      headers: coach.headers,
    })
    // This app serves a web build, whose catch-all route takes any long path: an unknown file, 404. Without one,
    // the router refuses the param itself (414 urlTooLong, covered in match-share.test.ts).
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual(shape('notFound'))
  })
})

describe('requests Node refuses before Fastify sees them', () => {
  it('answers a malformed request line 400 in our shape', async () => {
    const response = await raw('GET /healthz HTTP/1.1 extra\r\nHost: x\r\n\r\n')
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toEqual(shape('badRequest'))
  })

  it('answers an unknown method 400 in our shape', async () => {
    const response = await raw('BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(response.status).toBe(400)
    expect(errorResponseSchema.parse(JSON.parse(response.body))).toEqual(shape('badRequest'))
  })

  it('answers headers beyond the limit 431 in our shape', async () => {
    const response = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)
    expect(response.status).toBe(431)
    expect(JSON.parse(response.body)).toEqual(shape('headersTooLarge'))
  })

  it('answers a method the router does not know in our shape', async () => {
    const response = await fetch(`${base}/api/v2/matches`, { method: 'PROPFIND' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual(shape('notFound'))
  })

  it('answers a bad Content-Length in our shape', async () => {
    const response = await raw('POST /login.json HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}')
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toEqual(shape('badRequest'))
  })
})

describe('dotfiles in the web build', () => {
  const dotPaths = [
    '/.env',
    '/.git/config',
    '/.well-known/security.txt',
    '/assets/.secret.js',
    '/%2eenv',
    '/assets/..%2f.env',
    '/.git/',
  ]

  it('never serves one, whatever the Accept and Accept-Encoding', async () => {
    for (const url of dotPaths) {
      for (const headers of [
        { accept: '*/*' },
        { accept: '*/*', 'accept-encoding': 'br, gzip' },
        { accept: 'text/html' },
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers })
        expect(response.body, `${url} ${JSON.stringify(headers)}`).not.toContain('JWT_SECRET')
        if (headers.accept === 'text/html') {
          // A browser gets the app, whose router shows its own "not found".
          expect(response.body, url).toContain('<div id="root">')
        } else {
          expect(response.statusCode, url).toBe(404)
          expect(response.json(), url).toEqual(shape('notFound'))
        }
      }
    }
  })

  it('still serves the build itself', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toContain('courtside')
  })
})

describe('shutting down', () => {
  it('answers a request that arrives while the server closes 503 in our shape', async () => {
    const own = await createTestApp()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let started = () => {}
    const running = new Promise<void>((resolve) => (started = resolve))
    own.app.get('/slow', async () => {
      started()
      await held
      return { ok: true }
    })
    let closingBegan = () => {}
    const began = new Promise<void>((resolve) => (closingBegan = resolve))
    own.app.addHook('preClose', async () => closingBegan())
    let refused = () => {}
    const answered = new Promise<void>((resolve) => (refused = resolve))
    own.app.addHook('onSend', async (request) => {
      if (request.url === '/healthz') refused()
    })
    const { hostname, port } = new URL(await own.listen())
    // A second request on a connection busy with the first, sent once closing began: closing spares busy connections.
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    const ended = new Promise((resolve) => socket.on('close', resolve))
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')
    await running
    const closed = own.close()
    await began
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
    await answered
    release()
    await ended
    await closed
    const text = Buffer.concat(chunks).toString('utf8')
    const second = text.slice(text.indexOf('HTTP/1.1', 1))
    expect(second.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable')
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual(shape('serviceUnavailable'))
  })
})
