import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

// ADR 0021: the request target must never choose where /ingest forwards to.

interface Recorder {
  server: Server
  port: number
  seen: string[]
}

async function recorder(port = 0): Promise<Recorder> {
  const seen: string[] = []
  const server = createServer((req: IncomingMessage, res) => {
    seen.push(`${req.method} ${req.url}`)
    res.writeHead(200, { 'content-type': 'text/plain' }).end('from ' + req.headers.host)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return { server, port: (server.address() as { port: number }).port, seen }
}

/**
 * An upstream on port U and an attacker on port U·10+7: when the proxy glues the configured host and the request
 * target together as strings, the target `http://7/ingest/…` turns `http://127.0.0.1:U` into port U7.
 */
async function upstreamAndAttacker(): Promise<[Recorder, Recorder]> {
  for (;;) {
    const port = 2000 + Math.floor(Math.random() * 4500)
    const up = await recorder(port).catch(() => null)
    if (!up) continue
    const evil = await recorder(port * 10 + 7).catch(() => null)
    if (evil) return [up, evil]
    up.server.close()
  }
}

/** Sends one raw request line (absolute-form targets cannot be sent through fetch) and returns the answer's text. */
function rawRequest(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

let upstream: Recorder
let attacker: Recorder
let t: TestApp
let port: number
beforeAll(async () => {
  ;[upstream, attacker] = await upstreamAndAttacker()
  t = await createTestApp({
    analytics: {
      ingestHost: `http://127.0.0.1:${upstream.port}`,
      assetsHost: `http://127.0.0.1:${upstream.port}/assets`,
    },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
})
afterAll(async () => {
  await t?.close()
  upstream?.server.close()
  attacker?.server.close()
})

describe('/ingest forwards only to its configured hosts', () => {
  const hostile = (attackerPort: number) => [
    `http://7/ingest/e/?x=1`,
    `http://@127.0.0.1:${attackerPort}/ingest/e/?x=1`,
    `http://127.0.0.1:${attackerPort}/ingest/e/?x=1`,
    `http://evil.example@127.0.0.1:${attackerPort}/ingest/static/a.js`,
    `/ingest/@127.0.0.1:${attackerPort}/e/`,
    `/ingest//127.0.0.1:${attackerPort}/e/`,
    `/ingest/..%2f..%2fx`,
  ]

  it('never reaches another host, whatever the request target says', async () => {
    for (const target of hostile(attacker.port)) {
      const answer = await rawRequest(port, target)
      expect(answer, target).not.toContain(`from 127.0.0.1:${attacker.port}`)
    }
    expect(attacker.seen).toEqual([])
  })

  it('keeps the path and query under the upstream for an absolute-form target', async () => {
    upstream.seen.length = 0
    const answer = await rawRequest(port, `http://127.0.0.1:${attacker.port}/ingest/e/?x=1`)
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(upstream.seen).toEqual(['GET /e/?x=1'])
    const asset = await rawRequest(port, `/ingest/static/array.js`)
    expect(asset).toMatch(/^HTTP\/1\.1 200/)
    expect(upstream.seen).toEqual(['GET /e/?x=1', 'GET /assets/static/array.js'])
  })
})
