import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_HTTP_LIMITS, loadConfig } from '../src/config.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// ADR 0021: proxies are trusted only as configured, and connections are bounded.

describe('TRUST_PROXY', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtside-config-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const load = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY })

  it('refuses `true`, which would let any client choose its address with X-Forwarded-For', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY=true would let any client choose its address/)
  })

  it('takes a hop count, addresses, CIDRs and proxy-addr range names', () => {
    expect(load('2').trustProxy).toBe(2)
    expect(load('10.0.0.0/8, 192.168.1.7, ::1/128, loopback').trustProxy).toBe(
      '10.0.0.0/8, 192.168.1.7, ::1/128, loopback',
    )
    expect(load('false').trustProxy).toBe(false)
  })

  it('refuses what is neither', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example']) {
      expect(() => load(bad), bad).toThrow(/TRUST_PROXY/)
    }
  })
})

describe('connections', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp({ http: { ...DEFAULT_HTTP_LIMITS, maxConnections: 3 } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as { port: number }).port
  })
  afterAll(() => t?.close())

  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket))
      socket.on('error', reject)
    })
  const closedSoon = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3000)
      socket.once('close', () => {
        clearTimeout(timer)
        resolve(true)
      })
      socket.on('error', () => {})
    })

  it('refuses connections beyond the cap at once, and serves again once they close', async () => {
    const held = await Promise.all([open(), open(), open()])
    const extra = await open()
    expect(await closedSoon(extra)).toBe(true)
    for (const socket of held) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const health = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(health.status).toBe(200)
  })

  it('applies the configured timeouts to the server', () => {
    expect(t.app.server.requestTimeout).toBe(DEFAULT_HTTP_LIMITS.requestTimeoutMs)
    expect(t.app.server.headersTimeout).toBe(DEFAULT_HTTP_LIMITS.headersTimeoutMs)
    expect(t.app.server.keepAliveTimeout).toBe(DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs)
  })
})
