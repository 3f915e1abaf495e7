import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// ADR 0051: a client holding an IPv6 /64 is one client to every per-IP limit; an IPv4-mapped IPv6 address is its
// IPv4 address.

let t: TestApp
let baseUrl: string
const PER_IP = 3
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: 1,
    rateLimits: {
      ...structuredClone(DEFAULT_RATE_LIMITS),
      login: { perAddress: 100, perIp: PER_IP, windowSeconds: 900 },
    },
    live: { maxGuestSocketsPerAddress: 2 },
  })
  baseUrl = await t.listen()
})
afterAll(() => t?.close())

const login = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/login.json',
    headers,
    remoteAddress,
    payload: { user: { email: 'nobody@example.com', password: 'wrong-password' } },
  })
const from = (ip: string) => ({ 'x-forwarded-for': ip })

describe('per-IP rate limits', () => {
  it('count an IPv6 client by its /64 (through X-Forwarded-For behind a trusted proxy)', async () => {
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:0:0:0:3']) {
      expect((await login(from(ip))).statusCode, ip).toBe(401)
    }
    const next = await login(from('2001:db8:1:2:aaaa:bbbb:cccc:dddd'))
    expect(next.statusCode).toBe(429)
    expect(next.json()).toMatchObject({ code: 'tooManyRequests' })
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0)
    // The next /64 is someone else.
    expect((await login(from('2001:db8:1:3::1'))).statusCode).toBe(401)
  })

  it('count an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < PER_IP; i++) expect((await login({}, '::ffff:198.51.100.7')).statusCode).toBe(401)
    expect((await login({}, '198.51.100.7')).statusCode).toBe(429)
    expect((await login({}, '198.51.100.8')).statusCode).toBe(401)
  })
})

/** Opens a guest socket claiming `ip` through the trusted proxy; resolves with its first frame. */
function guestSocket(ip: string): Promise<{ ws: WebSocket; first: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/socket`, ['actioncable-v1-json'], {
      headers: { 'x-forwarded-for': ip },
    })
    ws.once('message', (data) => resolve({ ws, first: JSON.parse(data.toString()) }))
    ws.once('error', reject)
  })
}

describe('guest sockets', () => {
  it('are counted per /64', async () => {
    const held = [await guestSocket('2001:db8:9:9::1'), await guestSocket('2001:db8:9:9::2')]
    try {
      expect(held.map((s) => s.first)).toEqual([{ type: 'welcome' }, { type: 'welcome' }])
      const third = await guestSocket('2001:db8:9:9:1:2:3:4')
      expect(third.first).toEqual({ type: 'disconnect', reason: 'too_many_connections', reconnect: true })
      third.ws.close()
      const elsewhere = await guestSocket('2001:db8:9:a::1')
      expect(elsewhere.first).toEqual({ type: 'welcome' })
      elsewhere.ws.close()
    } finally {
      for (const socket of held) socket.ws.close()
    }
  })
})
