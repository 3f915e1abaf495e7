import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCableServer, type CableServer } from '../src/live/cable-server.ts'
import { CABLE_PROTOCOL } from '../src/live/cable-protocol.ts'
import { eventually, loadActionCable } from './support/cable-consumer.ts'

const CHANNEL = 'AuthenticatedMatchesChannel'

describe('ActionCable protocol server', () => {
  let http: Server
  let cable: CableServer
  let url: string
  let errors: unknown[]

  beforeEach(async () => {
    errors = []
    cable = createCableServer({
      onError: (error) => errors.push(error),
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
    // Names every object has through its prototype are unknown channels too, not a server error.
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__'])
      consumer.subscriptions.create({ channel: name }, { rejected: () => rejected++ })
    try {
      await eventually(() => rejected === 6, 5000, 'six rejections')
      expect(errors).toEqual([])
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
    const ws = new WebSocket(`${url}?token=good`, [CABLE_PROTOCOL, 'actioncable-unsupported'], {
      origin: 'http://app.test',
    })
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

describe('ActionCable protocol server limits (ADR 0022)', () => {
  const IDENTIFIER = JSON.stringify({ channel: CHANNEL })
  let http: Server
  let cable: CableServer
  let url: string
  const open: WebSocket[] = []

  async function serve(limits: Parameters<typeof createCableServer>[0]['limits']) {
    cable = createCableServer({
      // token "u<N>-…" signs in user N.
      authenticate: async (token) => (token?.startsWith('u') ? { userId: Number(token.slice(1).split('-')[0]) } : null),
      isOriginAllowed: () => true,
      channels: { [CHANNEL]: { authorize: (_c, params) => Object.keys(params).length === 0 } },
      limits,
    })
    http = createServer((_req, res) => res.end())
    http.on('upgrade', (req, socket, head) => cable.handleUpgrade(req, socket, head))
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r))
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/socket`
  }

  /** A raw protocol client recording every frame; `subscribe` waits for the confirmation. */
  async function client(token: string, subscribe = true) {
    const ws = new WebSocket(`${url}?token=${token}`, [CABLE_PROTOCOL])
    open.push(ws)
    const frames: Record<string, unknown>[] = []
    let closed = false
    ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as Record<string, unknown>))
    ws.on('close', () => (closed = true))
    ws.on('error', () => {})
    await eventually(() => frames.length > 0 || closed, 5000, 'first frame')
    if (subscribe && frames[0]?.type === 'welcome') {
      ws.send(JSON.stringify({ command: 'subscribe', identifier: IDENTIFIER }))
      await eventually(() => frames.some((f) => f.type === 'confirm_subscription'), 5000, 'confirmation')
    }
    return { ws, frames, isClosed: () => closed }
  }

  afterEach(async () => {
    for (const ws of open.splice(0)) ws.terminate()
    await cable.close()
    await new Promise((r) => http.close(r))
  })

  it('cuts off a client that stops reading once its buffer passes the bound; readers are unaffected', async () => {
    const bound = 256 * 1024
    await serve({ maxBufferedBytes: bound })
    const reader = await client('u1-reader')
    const paused = await client('u2-paused')
    // The client's socket stops reading: the kernel buffers fill first, then the server's own queue would grow.
    ;(paused.ws as unknown as { _socket: { pause(): void } })._socket.pause()
    const big = { type: 'match_updated', padding: 'x'.repeat(64 * 1024) }
    const frameBytes = 64 * 1024 + 100
    let received = reader.frames.length
    let peakBuffered = 0
    let rounds = 0
    // 160 MiB would be queued for the paused client without the bound (far more than any kernel buffer holds).
    for (; rounds < 2500; rounds++) {
      const delivered = new Promise((r) => reader.ws.once('message', r))
      cable.broadcast(CHANNEL, big)
      await delivered
      received++
      for (const connection of cable.connections()) peakBuffered = Math.max(peakBuffered, connection.bufferedAmount)
      if (![...cable.connections()].some((c) => c.userId === 2)) break
    }
    // What the server held for the paused client never grew past the bound and one frame…
    expect(peakBuffered).toBeLessThanOrEqual(bound + frameBytes)
    // …and it is gone, while the reader got every broadcast and is still connected.
    expect([...cable.connections()].map((c) => c.userId)).toEqual([1])
    expect(reader.frames.length).toBe(received)
    expect(reader.isClosed()).toBe(false)
    expect(rounds).toBeLessThan(2500)
  }, 60_000)

  it('refuses a subscribe identifier over 1 KiB without echoing it, and ends that connection for good', async () => {
    await serve({})
    const c = await client('u1-a', false)
    const long = JSON.stringify({ channel: CHANNEL, padding: 'y'.repeat(2000) })
    c.ws.send(JSON.stringify({ command: 'subscribe', identifier: long }))
    await eventually(c.isClosed, 5000, 'closed')
    expect(c.frames).toEqual([{ type: 'welcome' }, { type: 'disconnect', reason: 'invalid_request', reconnect: false }])
    expect(JSON.stringify(c.frames)).not.toContain('yyyy')

    // An identifier of exactly 1 KiB is still an answer (here a rejection: the channel takes no params).
    const d = await client('u1-b', false)
    const exact = JSON.stringify({
      channel: CHANNEL,
      p: 'z'.repeat(1024 - JSON.stringify({ channel: CHANNEL, p: '' }).length),
    })
    expect(Buffer.byteLength(exact)).toBe(1024)
    d.ws.send(JSON.stringify({ command: 'subscribe', identifier: exact }))
    await eventually(() => d.frames.some((f) => f.type === 'reject_subscription'), 5000, 'rejection')
    expect(d.isClosed()).toBe(false)
  })

  it('caps sockets per user with a too_many_connections disconnect; a freed place can be taken again', async () => {
    await serve({ maxSocketsPerUser: 2 })
    const first = await client('u7-1')
    await client('u7-2')
    const third = await client('u7-3', false)
    await eventually(third.isClosed, 5000, 'third closed')
    expect(third.frames).toEqual([{ type: 'disconnect', reason: 'too_many_connections', reconnect: true }])
    // Another user is not affected by user 7's sockets.
    const other = await client('u8-1')
    expect(other.frames[0]).toEqual({ type: 'welcome' })

    first.ws.close()
    await eventually(() => [...cable.connections()].filter((c) => c.userId === 7).length === 1, 5000, 'freed')
    const again = await client('u7-4')
    expect(again.frames[0]).toEqual({ type: 'welcome' })
  })

  it('caps sockets in total with a server_full disconnect', async () => {
    await serve({ maxSockets: 3 })
    await client('u1-1')
    await client('u2-1')
    await client('u3-1')
    const fourth = await client('u4-1', false)
    await eventually(fourth.isClosed, 5000, 'fourth closed')
    expect(fourth.frames).toEqual([{ type: 'disconnect', reason: 'server_full', reconnect: true }])
    expect([...cable.connections()].length).toBe(3)
  })

  it('serialises a broadcast once, not once per socket', async () => {
    await serve({})
    const clients = await Promise.all(Array.from({ length: 30 }, (_, i) => client(`u${i + 1}-x`)))
    const stringify = vi.spyOn(JSON, 'stringify')
    try {
      expect(cable.broadcast(CHANNEL, { type: 'match_updated', match_id: 1, updated_at: 't' })).toBe(30)
      // The message once and the frame around it once (every socket subscribed with the same identifier).
      expect(stringify.mock.calls.length).toBeLessThanOrEqual(2)
    } finally {
      stringify.mockRestore()
    }
    await eventually(() => clients.every((c) => c.frames.length === 3), 5000, 'deliveries')
    for (const c of clients)
      expect(c.frames[2]).toEqual({
        identifier: IDENTIFIER,
        message: { type: 'match_updated', match_id: 1, updated_at: 't' },
      })
  })
})

describe('ActionCable protocol server command limits (ADR 0050)', () => {
  const GATE = 'GateChannel'
  let http: Server
  let cable: CableServer
  let url: string
  /** The `n` of every subscribe the channel started to authorize, in order. */
  let started: number[]
  let release: () => void
  let gate: Promise<void>
  const open: WebSocket[] = []

  function closeGate() {
    gate = new Promise((resolve) => (release = resolve))
  }

  async function serve(limits: Parameters<typeof createCableServer>[0]['limits']) {
    started = []
    closeGate()
    release()
    cable = createCableServer({
      authenticate: async (token) => (token === 'good' ? { userId: 1 } : null),
      isOriginAllowed: () => true,
      channels: {
        // Stands for a channel that asks the database: each authorization waits until the test opens the gate.
        [GATE]: {
          authorize: async (_c, params) => {
            started.push(params.n as number)
            await gate
            return true
          },
        },
      },
      limits,
    })
    http = createServer((_req, res) => res.end())
    http.on('upgrade', (req, socket, head) => cable.handleUpgrade(req, socket, head))
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r))
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/socket`
  }

  async function client() {
    const ws = new WebSocket(`${url}?token=good`, [CABLE_PROTOCOL])
    open.push(ws)
    const frames: Record<string, unknown>[] = []
    let closed = false
    ws.on('message', (d) => {
      const frame = JSON.parse(d.toString()) as Record<string, unknown>
      if (frame.type !== 'ping') frames.push(frame)
    })
    ws.on('close', () => (closed = true))
    ws.on('error', () => {})
    await eventually(() => frames.length > 0, 5000, 'welcome')
    const subscribe = (from: number, count: number) => {
      for (let n = from; n < from + count; n++)
        ws.send(JSON.stringify({ command: 'subscribe', identifier: JSON.stringify({ channel: GATE, n }) }))
    }
    return { ws, frames, subscribe, isClosed: () => closed }
  }

  const cutOff = { type: 'disconnect', reason: 'too_many_commands', reconnect: true }

  afterEach(async () => {
    release()
    for (const ws of open.splice(0)) ws.terminate()
    await cable.close()
    await new Promise((r) => http.close(r))
  })

  it('handles commands in order, one at a time, and never runs what was queued once the socket closed', async () => {
    await serve({})
    const c = await client()
    c.subscribe(0, 3)
    await eventually(() => c.frames.length === 4, 5000, 'three confirmations')
    expect(c.frames.slice(1).map((f) => JSON.parse(f.identifier as string).n)).toEqual([0, 1, 2])

    closeGate()
    c.subscribe(3, 5)
    await eventually(() => started.length === 4, 5000, 'the fourth command started')
    c.ws.close()
    await eventually(() => [...cable.connections()].length === 0, 5000, 'the server saw the close')
    release()
    await new Promise((r) => setTimeout(r, 100))
    // The one in flight finished; the four behind it never started.
    expect(started).toEqual([0, 1, 2, 3])
  })

  it('closes a socket that sends faster than its rate allows, after its burst', async () => {
    await serve({ maxCommandsPerSecond: 2, maxCommandBurst: 4 })
    const c = await client()
    c.subscribe(0, 4)
    await eventually(() => c.frames.length === 5, 5000, 'four confirmations')
    expect(c.isClosed()).toBe(false)
    c.subscribe(4, 5)
    await eventually(c.isClosed, 5000, 'closed')
    expect(c.frames.at(-1)).toEqual(cutOff)
  })

  it('closes a socket whose queue outgrows its bound, and runs nothing of it', async () => {
    await serve({ maxCommandBurst: 1000, maxQueuedCommands: 3 })
    const c = await client()
    closeGate()
    c.subscribe(0, 10)
    await eventually(c.isClosed, 5000, 'closed')
    expect(c.frames).toEqual([{ type: 'welcome' }, cutOff])
    release()
    await new Promise((r) => setTimeout(r, 100))
    expect(started.length).toBeLessThanOrEqual(1)
  })

  it('never cuts off the real consumer: subscriptions and reconnects stay within the default limits', async () => {
    await serve({})
    const { createConsumer } = await loadActionCable()
    const consumer = createConsumer(`${url}?token=good`)
    let confirmed = 0
    for (let n = 0; n < 5; n++) consumer.subscriptions.create({ channel: GATE, n }, { connected: () => confirmed++ })
    try {
      for (let round = 1; round <= 4; round++) {
        await eventually(() => confirmed === 5 * round, 5000, `round ${round} confirmed`)
        if (round < 4) (consumer as unknown as { connection: { reopen(): void } }).connection.reopen()
      }
      expect(started).toHaveLength(20)
    } finally {
      consumer.disconnect()
    }
  })
})
