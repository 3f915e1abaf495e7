import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, WebSocket } from 'ws'
import { DEFAULT_LIVE_LIMITS } from './live-limits.ts'
import { createCommandBudget } from './command-budget.ts'
import { CABLE_PING_INTERVAL_MS, CABLE_PROTOCOL, type DisconnectReason } from './cable-protocol.ts'
import { Connection, writeFrame, type CableConnection } from './cable-connection.ts'
import type { CableServerOptions } from './cable-server-options.ts'
import { createConnectionRegistry } from './connection-registry.ts'
import { handleCableCommand } from './handle-cable-command.ts'
import { refuseUpgrade } from './refuse-upgrade.ts'

// The live layer's public face: the server, the shapes its users see, and the refusal of an upgrade.
export type { CableConnection } from './cable-connection.ts'
export type { CableChannel, CableServerOptions } from './cable-server-options.ts'
export { refuseUpgrade }

export interface CableServer {
  /** Hook for the HTTP server's 'upgrade' event on the socket path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Sends `message` on `channel` to every subscribed connection that `filter` lets through. */
  broadcast(channel: string, message: unknown, filter?: (connection: CableConnection) => boolean): number
  connections(): Iterable<CableConnection>
  /** Refuses these connections from now on: a disconnect that forbids reconnecting with the same credential. */
  revoke(filter: (connection: CableConnection) => boolean): number
  /** Tells every client to come back later, then closes them. */
  close(): Promise<void>
}

/** Client frames are small commands; an identifier is at most 1 KiB (even JSON-escaped, well below this). */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024

/** How long a socket cut off for too many commands keeps its connection, so the disconnect frame gets out. */
const CUT_OFF_GRACE_MS = 1000

export function createCableServer(options: CableServerOptions): CableServer {
  const limits = { ...DEFAULT_LIVE_LIMITS, ...definedOnly(options.limits ?? {}) }
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    // Compression would keep a zlib context per socket: memory for frames of ~100 bytes.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  })
  const registry = createConnectionRegistry()
  // A Map: a client names the channel, and a plain object would also answer to `toString` or `__proto__`.
  const channels = new Map(Object.entries(options.channels))

  function write(ws: WebSocket, data: Buffer | string, userId: number | null): boolean {
    return writeFrame(ws, data, limits.maxBufferedBytes, () => options.onLimit?.({ reason: 'slow_consumer', userId }))
  }

  const ping = setInterval(() => {
    // One serialization for every socket.
    const frame = Buffer.from(JSON.stringify({ type: 'ping', message: Math.floor(Date.now() / 1000) }))
    for (const connection of registry.snapshot()) connection.sendSerialized(frame)
  }, options.pingIntervalMs ?? CABLE_PING_INTERVAL_MS)
  ping.unref()

  function disconnect(ws: WebSocket, reason: DisconnectReason, reconnect: boolean): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'disconnect', reason, reconnect }))
    ws.close()
  }

  function disconnectForLimit(ws: WebSocket, reason: DisconnectReason, reconnect: boolean, userId: number | null) {
    options.onLimit?.({ reason, userId })
    disconnect(ws, reason, reconnect)
  }

  /**
   * Ends a socket that sends too much. It is not read any further (each frame would be parsed only to be dropped);
   * unread, its close handshake cannot finish, so it is destroyed once the disconnect frame has had time to leave.
   */
  function cutOff(ws: WebSocket, userId: number | null): void {
    disconnectForLimit(ws, 'too_many_commands', true, userId)
    ws.pause()
    setTimeout(() => ws.terminate(), CUT_OFF_GRACE_MS).unref()
  }

  /** One command of a connection; an identifier too long to be ours ends the connection, for good. */
  async function runCommand(connection: Connection, raw: string): Promise<void> {
    if (await handleCableCommand(connection, raw, channels)) return
    registry.forget(connection)
    disconnectForLimit(connection.ws, 'invalid_request', false, connection.userId)
  }

  async function onConnection(ws: WebSocket, request: IncomingMessage): Promise<void> {
    // Commands may arrive while the token is still being checked, or before an earlier subscribe finished
    // authorizing: they wait on one queue, in order, behind the authentication. Each frame spends the socket's
    // budget first (memory only); a flood, or a queue that outgrows its bound, closes the socket, and a socket
    // that is closing runs nothing more of its queue (ADR 0050).
    let resolveIdentity!: (connection: Connection | null) => void
    const ready = new Promise<Connection | null>((resolve) => (resolveIdentity = resolve))
    const budget = createCommandBudget(limits.maxCommandsPerSecond, limits.maxCommandBurst)
    const pending: string[] = []
    let draining = false
    let userId: number | null = null
    // A socket error before authentication ends must not become an uncaught exception.
    ws.on('error', () => {})
    ws.on('close', () => (pending.length = 0))
    ws.on('message', (data) => {
      if (ws.readyState !== WebSocket.OPEN) return
      const queueFull = limits.maxQueuedCommands > 0 && pending.length >= limits.maxQueuedCommands
      if (!budget.take() || queueFull) {
        pending.length = 0
        cutOff(ws, userId)
        return
      }
      pending.push(data.toString())
      void drain()
    })
    async function drain(): Promise<void> {
      if (draining) return
      draining = true
      const connection = await ready
      while (connection && connection.isOpen && pending.length > 0) {
        const raw = pending.shift()!
        await runCommand(connection, raw).catch((error: unknown) => options.onError?.(error))
      }
      // Refused, or closing: whatever is left never runs.
      pending.length = 0
      draining = false
    }
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token')
    const address = options.addressOf?.(request) ?? request.socket.remoteAddress ?? ''
    if (token === null && options.guests) {
      resolveIdentity(admitGuest(ws, address, options.guests.maxPerAddress))
      return
    }
    const identity = await options.authenticate(token).catch((error: unknown) => {
      options.onError?.(error)
      return null
    })
    if (!identity) {
      resolveIdentity(null)
      // reconnect: false stops the consumer from retrying with a token that will never work.
      disconnect(ws, 'unauthorized', false)
      return
    }
    if (ws.readyState !== WebSocket.OPEN) {
      resolveIdentity(null)
      return
    }
    if (registry.countOfUser(identity.userId) >= limits.maxSocketsPerUser) {
      resolveIdentity(null)
      // The newest socket is refused (closing the oldest would make two tabs push each other out in turn).
      disconnectForLimit(ws, 'too_many_connections', true, identity.userId)
      return
    }
    const connection = new Connection(
      identity.userId,
      address,
      identity.credential ?? null,
      identity.sessionId ?? null,
      ws,
      (socket, data) => write(socket, data, identity.userId),
    )
    userId = identity.userId
    // Welcome first, then whatever the client sent meanwhile is handled.
    welcome(connection)
    resolveIdentity(connection)
  }

  /** Counts an admitted connection in until its socket ends, and welcomes it. */
  function welcome(connection: Connection): void {
    registry.add(connection)
    connection.ws.on('close', () => registry.forget(connection))
    connection.ws.on('error', () => registry.forget(connection))
    connection.send({ type: 'welcome' })
  }

  /** A socket without a token, within its address's share: welcomed as a guest; null when refused. */
  function admitGuest(ws: WebSocket, address: string, maxPerAddress: number): Connection | null {
    if (ws.readyState !== WebSocket.OPEN) return null
    if (registry.countOfGuests(address) >= maxPerAddress) {
      disconnectForLimit(ws, 'too_many_connections', true, null)
      return null
    }
    const connection = new Connection(null, address, null, null, ws, (socket, data) => write(socket, data, null))
    welcome(connection)
    return connection
  }

  return {
    handleUpgrade(request, socket, head) {
      // Before anything is written: a reset during the handshake must not become an uncaught error.
      socket.on('error', () => socket.destroy())
      if (!options.isOriginAllowed(request.headers.origin, request)) return refuseUpgrade(socket, 403, 'Forbidden')
      wss.handleUpgrade(request, socket, head, (ws) => {
        // Counted after the handshake (ws tracks the new client already), signed in or not yet.
        if (wss.clients.size > limits.maxSockets) return disconnectForLimit(ws, 'server_full', true, null)
        void onConnection(ws, request)
      })
    },
    broadcast(channel, message, filter) {
      // Serialized once per broadcast: the message once, the frame once per distinct identifier (every consumer
      // of a channel without params sends the same one), and that one Buffer goes to every socket.
      const messageJson = JSON.stringify(message)
      const frames = new Map<string, Buffer>()
      let sent = 0
      for (const connection of registry.snapshot()) {
        const identifier = connection.subscriptions.get(channel)
        if (identifier === undefined || (filter && !filter(connection))) continue
        let frame = frames.get(identifier)
        if (!frame) {
          frame = Buffer.from(`{"identifier":${JSON.stringify(identifier)},"message":${messageJson}}`)
          frames.set(identifier, frame)
        }
        if (connection.sendSerialized(frame)) sent++
      }
      return sent
    },
    connections() {
      return registry.values()
    },
    revoke(filter) {
      let count = 0
      for (const connection of registry.snapshot()) {
        if (!filter(connection)) continue
        registry.forget(connection)
        disconnect(connection.ws, 'unauthorized', false)
        count++
      }
      return count
    },
    async close() {
      clearInterval(ping)
      for (const client of wss.clients) disconnect(client, 'server_restart', true)
      registry.clear()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
