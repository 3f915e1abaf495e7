import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, WebSocket } from 'ws'
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live-limits.ts'
import { createCommandBudget } from './command-budget.ts'
import {
  CABLE_PING_INTERVAL_MS,
  CABLE_PROTOCOL,
  MAX_IDENTIFIER_BYTES,
  parseClientCommand,
  parseIdentifier,
  type DisconnectReason,
  type ServerFrame,
} from './cable-protocol.ts'

/** One open socket: of one signed-in user, or of a guest (userId null) when the server admits guests. */
export interface CableConnection {
  /** Null for a guest: a socket opened without a token, which only channels open to guests accept. */
  readonly userId: number | null
  /** The client's address (behind trusted proxies, the forwarded one): what guest limits count by. */
  readonly address: string
  /** What the connection authenticated with (the session token), so its session can be checked again later. */
  readonly credential: string | null
  /** The session (token id) behind the credential, so one logout can name its sockets without the token. */
  readonly sessionId: string | null
  /** Identifiers this connection is subscribed to, per channel name. */
  readonly subscriptions: Map<string, string>
  /** Bytes written to this socket and not yet handed to the network: what a slow reader costs the server. */
  readonly bufferedAmount: number
  /** False once the socket is closing or closed: work for it (a database query) is no longer worth starting. */
  readonly isOpen: boolean
  send(frame: ServerFrame): void
}

export interface CableChannel {
  /** Whether guests may subscribe at all (then `authorize` decides as for anyone); unset: signed-in users only. */
  guests?: boolean
  /** Whether this connection may subscribe with these params. */
  authorize(connection: CableConnection, params: Record<string, unknown>): boolean | Promise<boolean>
}

export interface CableServerOptions {
  /** Resolves the `token` query parameter to a user, or null to refuse the connection. */
  authenticate(token: string | null): Promise<{ userId: number; credential?: string; sessionId?: string } | null>
  /** Browsers always send Origin; a foreign one is refused before the upgrade. */
  isOriginAllowed(origin: string | undefined, request: IncomingMessage): boolean
  channels: Record<string, CableChannel>
  /**
   * Set to admit guests: a socket opened without any `token` parameter becomes a guest connection (a bad token is
   * still refused). `maxPerAddress` guest sockets per client address on this instance; more get
   * `too_many_connections`. Unset: a socket without a token is refused like a bad one.
   */
  guests?: { maxPerAddress: number }
  /** The client's address of an upgrade request (proxy-aware); the socket's peer address when unset. */
  addressOf?(request: IncomingMessage): string
  pingIntervalMs?: number
  /** Caps and the back-pressure bound; unset fields take DEFAULT_LIVE_LIMITS. */
  limits?:
    | Partial<
        Pick<
          LiveLimits,
          | 'maxSocketsPerUser'
          | 'maxSockets'
          | 'maxBufferedBytes'
          | 'maxCommandsPerSecond'
          | 'maxCommandBurst'
          | 'maxQueuedCommands'
        >
      >
    | undefined
  onError?(error: unknown): void
  /** A connection was closed by a limit (slow consumer, caps, identifier): worth a log line, not an error. */
  onLimit?(event: { reason: 'slow_consumer' | DisconnectReason; userId: number | null }): void
}

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

/**
 * Writes one serialized frame unless the peer has stopped reading: a socket whose unsent bytes already pass
 * `maxBufferedBytes` is destroyed instead of buffering more (ADR 0022: memory would grow with every broadcast).
 * Returns false when the socket is (now) gone.
 */
function write(ws: WebSocket, data: Buffer | string, maxBufferedBytes: number, onSlow: () => void): boolean {
  if (ws.readyState !== WebSocket.OPEN) return false
  if (ws.bufferedAmount > maxBufferedBytes) {
    // No disconnect frame: it would only join the unread backlog. terminate() frees the buffers at once.
    ws.terminate()
    onSlow()
    return false
  }
  ws.send(data, { binary: false })
  return true
}

class Connection implements CableConnection {
  readonly subscriptions = new Map<string, string>()
  constructor(
    readonly userId: number | null,
    readonly address: string,
    readonly credential: string | null,
    readonly sessionId: string | null,
    readonly ws: WebSocket,
    private readonly writeFrame: (ws: WebSocket, data: Buffer | string) => boolean,
  ) {}
  get bufferedAmount(): number {
    return this.ws.bufferedAmount
  }
  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN
  }
  send(frame: ServerFrame): void {
    this.writeFrame(this.ws, JSON.stringify(frame))
  }
  sendSerialized(data: Buffer): boolean {
    return this.writeFrame(this.ws, data)
  }
}

/**
 * Answers an upgrade request that will not become a WebSocket, and destroys the socket. Once Node hands an
 * upgrade over, the raw socket has no 'error' listener: a client that resets it while the answer is written would
 * raise an uncaught ECONNRESET/EPIPE and end the process (ADR 0022). The listener goes on first.
 */
export function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.on('error', () => socket.destroy())
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.once('finish', () => socket.destroy())
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

export function createCableServer(options: CableServerOptions): CableServer {
  const limits = { ...DEFAULT_LIVE_LIMITS, ...definedOnly(options.limits ?? {}) }
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    // Compression would keep a zlib context per socket: memory for frames of ~100 bytes.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  })
  const live = new Set<Connection>()
  const byUser = new Map<number, Set<Connection>>()
  // Guests have no user to count by: their sockets are counted per address.
  const guestsByAddress = new Map<string, number>()

  function forget(connection: Connection): void {
    if (!live.delete(connection)) return
    if (connection.userId === null) {
      const left = (guestsByAddress.get(connection.address) ?? 1) - 1
      if (left > 0) guestsByAddress.set(connection.address, left)
      else guestsByAddress.delete(connection.address)
      return
    }
    const own = byUser.get(connection.userId)
    own?.delete(connection)
    if (own?.size === 0) byUser.delete(connection.userId)
  }

  function writeFrame(ws: WebSocket, data: Buffer | string, userId: number | null): boolean {
    return write(ws, data, limits.maxBufferedBytes, () => options.onLimit?.({ reason: 'slow_consumer', userId }))
  }

  const ping = setInterval(() => {
    // One serialization for every socket.
    const frame = Buffer.from(JSON.stringify({ type: 'ping', message: Math.floor(Date.now() / 1000) }))
    for (const connection of [...live]) connection.sendSerialized(frame)
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

  async function onCommand(connection: Connection, raw: string): Promise<void> {
    const command = parseClientCommand(raw)
    if (!command) return
    if (Buffer.byteLength(command.identifier) > MAX_IDENTIFIER_BYTES) {
      // Not ours (the consumer sends a few dozen bytes), and echoing it would let a client make us buffer any
      // amount. A rejection cannot name it without echoing it, so the connection ends, for good.
      forget(connection)
      disconnectForLimit(connection.ws, 'invalid_request', false, connection.userId)
      return
    }
    const target = parseIdentifier(command.identifier)
    const channel = target ? options.channels[target.channel] : undefined
    switch (command.command) {
      case 'subscribe': {
        const open = channel !== undefined && (connection.userId !== null || channel.guests === true)
        const allowed = target && channel && open ? await channel.authorize(connection, target.params) : false
        if (allowed && target) {
          connection.subscriptions.set(target.channel, command.identifier)
          connection.send({ type: 'confirm_subscription', identifier: command.identifier })
        } else {
          connection.send({ type: 'reject_subscription', identifier: command.identifier })
        }
        return
      }
      case 'unsubscribe':
        if (target) connection.subscriptions.delete(target.channel)
        return
      case 'message':
        // Our channels only stream from server to client; client actions are ignored.
        return
    }
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
        await onCommand(connection, raw).catch((error: unknown) => options.onError?.(error))
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
    const own = byUser.get(identity.userId)
    if (own && own.size >= limits.maxSocketsPerUser) {
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
      (socket, data) => writeFrame(socket, data, identity.userId),
    )
    userId = identity.userId
    live.add(connection)
    if (own) own.add(connection)
    else byUser.set(identity.userId, new Set([connection]))
    ws.on('close', () => forget(connection))
    ws.on('error', () => forget(connection))
    // Welcome first, then whatever the client sent meanwhile is handled.
    connection.send({ type: 'welcome' })
    resolveIdentity(connection)
  }

  /** A socket without a token, within its address's share: welcomed as a guest; null when refused. */
  function admitGuest(ws: WebSocket, address: string, maxPerAddress: number): Connection | null {
    if (ws.readyState !== WebSocket.OPEN) return null
    const count = guestsByAddress.get(address) ?? 0
    if (count >= maxPerAddress) {
      disconnectForLimit(ws, 'too_many_connections', true, null)
      return null
    }
    const connection = new Connection(null, address, null, null, ws, (socket, data) => writeFrame(socket, data, null))
    live.add(connection)
    guestsByAddress.set(address, count + 1)
    ws.on('close', () => forget(connection))
    ws.on('error', () => forget(connection))
    connection.send({ type: 'welcome' })
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
      for (const connection of [...live]) {
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
      return live.values()
    },
    revoke(filter) {
      let count = 0
      for (const connection of [...live]) {
        if (!filter(connection)) continue
        forget(connection)
        disconnect(connection.ws, 'unauthorized', false)
        count++
      }
      return count
    },
    async close() {
      clearInterval(ping)
      for (const client of wss.clients) disconnect(client, 'server_restart', true)
      live.clear()
      byUser.clear()
      guestsByAddress.clear()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
