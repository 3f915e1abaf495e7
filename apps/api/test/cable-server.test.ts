import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createCableServer, type CableServer } from '../src/live/cable-server.ts'
import { CABLE_PROTOCOL } from '../src/live/cable-protocol.ts'
import { eventually, loadActionCable } from './support/cable-consumer.ts'

const CHANNEL = 'AuthenticatedMatchesChannel'

describe('ActionCable protocol server', () => {
  let http: Server
  let cable: CableServer
  let url: string

  beforeEach(async () => {
    cable = createCableServer({
      authenticate: async (token) => (token === 'good' ? { userId: 1 } : token === 'other' ? { userId: 2 } : null),
      isOriginAllowed: (origin) => origin === undefined || origin === 'http://app.test',
      channels: { [CHANNEL]: { authorize: (_c, params) => Object.keys(params).length === 0 } },
      pingIntervalMs: 50,
    })
    http = createServer((_req, res) => res.end())
    http.on('upgrade', (req, socket, head) => cable.handleUpgrade(req, socket, head))
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r))
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/socket`
  })

  afterEach(async () => {
    await cable.close()
    await new Promise((r) => http.close(r))
  })

  it('welcomes, confirms the subscription and delivers broadcasts to the real consumer', async () => {
    const { createConsumer } = await loadActionCable()
    const consumer = createConsumer(`${url}?token=good`)
    const received: unknown[] = []
    let connected = false
    consumer.subscriptions.create(CHANNEL, {
      connected: () => (connected = true),
      received: (data: unknown) => received.push(data),
    })
    try {
      await eventually(() => connected, 5000, 'subscription confirmed')
      const message = { type: 'match_updated', match_id: 4, updated_at: '2026-11-22T10:00:00.000Z' }
      expect(cable.broadcast(CHANNEL, message, (c) => c.userId === 1)).toBe(1)
      await eventually(() => received.length === 1, 5000, 'delivery')
      expect(received[0]).toEqual(message)
      // Someone else's broadcast never reaches this user.
      expect(cable.broadcast(CHANNEL, message, (c) => c.userId === 2)).toBe(0)
    } finally {
      consumer.disconnect()
    }
  })

  it('rejects a subscription with parameters or to an unknown channel', async () => {
    const { createConsumer } = await loadActionCable()
    const consumer = createConsumer(`${url}?token=good`)
    let rejected = 0
    consumer.subscriptions.create({ channel: CHANNEL, match_id: 3 }, { rejected: () => rejected++ })
    consumer.subscriptions.create('NoSuchChannel', { rejected: () => rejected++ })
    try {
      await eventually(() => rejected === 2, 5000, 'two rejections')
    } finally {
      consumer.disconnect()
    }
  })

  it('refuses a bad or missing token with a disconnect that forbids reconnecting', async () => {
    for (const query of ['?token=bad', '']) {
      const frames = await rawFrames(`${url}${query}`)
      expect(frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }])
    }
  })

  it('refuses a foreign Origin before the upgrade', async () => {
    const ws = new WebSocket(`${url}?token=good`, [CABLE_PROTOCOL], { origin: 'http://evil.test' })
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode))
      ws.on('open', () => resolve(undefined))
      ws.on('error', () => {})
    })
    expect(status).toBe(403)
  })

  it('sends the subprotocol, a welcome and pings', async () => {
    const ws = new WebSocket(`${url}?token=good`, [CABLE_PROTOCOL, 'actioncable-unsupported'], { origin: 'http://app.test' })
    const frames: { type?: string }[] = []
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())))
    await new Promise((r) => ws.on('open', r))
    expect(ws.protocol).toBe(CABLE_PROTOCOL)
    await eventually(() => frames.filter((f) => f.type === 'ping').length >= 2, 2000, 'pings')
    expect(frames[0]).toEqual({ type: 'welcome' })
    ws.close()
  })

  it('tells clients to reconnect when the server shuts down', async () => {
    const ws = new WebSocket(`${url}?token=good`, [CABLE_PROTOCOL])
    const frames: unknown[] = []
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())))
    await eventually(() => frames.length > 0, 2000, 'welcome')
    const closed = new Promise((r) => ws.on('close', r))
    await cable.close()
    await closed
    expect(frames).toContainEqual({ type: 'disconnect', reason: 'server_restart', reconnect: true })
    cable = createCableServer({ authenticate: async () => null, isOriginAllowed: () => true, channels: {} })
  })
})

/** Every frame a raw client receives until the server closes the socket. */
function rawFrames(address: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(address, [CABLE_PROTOCOL])
    const frames: unknown[] = []
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())))
    ws.on('close', () => resolve(frames))
    ws.on('error', reject)
  })
}
