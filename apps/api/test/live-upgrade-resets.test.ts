import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiProcess, type ApiProcess } from './support/api-process.ts'

// ADR 0022: an upgrade the server refuses (wrong path, foreign Origin) that the client then resets must
// not end the process. Only a real process shows it: an uncaught 'error' on the raw socket kills it.

let api: ApiProcess

beforeAll(async () => {
  api = await startApiProcess()
}, 90_000)
afterAll(async () => {
  await api?.stop()
})

type Reset = 'at-once' | 'after-answer'

/** Sends an upgrade request on a raw TCP socket and resets the connection (RST, not FIN). */
function upgradeAndReset(path: string, origin: string | undefined, when: Reset): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = connect(api.port, '127.0.0.1')
    socket.on('error', () => {})
    socket.on('close', () => resolve())
    socket.on('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${api.port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
          `Sec-WebSocket-Protocol: actioncable-v1-json\r\n` +
          (origin ? `Origin: ${origin}\r\n` : '') +
          '\r\n',
      )
      if (when === 'at-once') socket.resetAndDestroy()
      else socket.once('data', () => socket.resetAndDestroy())
    })
    // A server that never answers must not hang the test.
    setTimeout(() => socket.resetAndDestroy(), 2000).unref()
  })
}

describe('refused WebSocket upgrades that the client resets', () => {
  it('never end the process: /healthz still answers after 60 of them', async () => {
    const cases: [string, string | undefined][] = [
      ['/not-socket', undefined],
      ['/socket?token=x', 'http://evil.test'],
      ['/cable', 'http://evil.test'],
    ]
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        cases.flatMap(([path, origin]) => [
          upgradeAndReset(path, origin, 'at-once'),
          upgradeAndReset(path, origin, 'after-answer'),
        ]),
      )
    }
    // Let the server handle whatever the last resets raise.
    await new Promise((r) => setTimeout(r, 300))
    expect(api.child.exitCode, api.output()).toBeNull()
    const health = await fetch(`${api.url}/healthz`)
    expect(health.status).toBe(200)
    expect(api.output()).not.toMatch(/ECONNRESET|EPIPE|uncaught/i)
  }, 60_000)
})
