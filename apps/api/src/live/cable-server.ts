import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, WebSocket } from 'ws'
import {
  CABLE_PING_INTERVAL_MS,
  CABLE_PROTOCOL,
  parseClientCommand,
  parseIdentifier,
  type DisconnectReason,
  type ServerFrame,
} from './cable-protocol.ts'

/** One open socket of one signed-in user. */
export interface CableConnection {
  readonly userId: number
  /** What the connection authenticated with (the session token), so its session can be checked again later. */
  readonly credential: string | null
  /** Identifiers this connection is subscribed to, per channel name. */
  readonly subscriptions: Map<string, string>
  send(frame: ServerFrame): void
}

export interface CableChannel {
  /** Whether this connection may subscribe with these params. */
  authorize(connection: CableConnection, params: Record<string, unknown>): boolean | Promise<boolean>
}

export interface CableServerOptions {
  /** Resolves the `token` query parameter to a user, or null to refuse the connection. */
  authenticate(token: string | null): Promise<{ userId: number; credential?: string } | null>
  /** Browsers always send Origin; a foreign one is refused before the upgrade. */
  isOriginAllowed(origin: string | undefined, request: IncomingMessage): boolean
  channels: Record<string, CableChannel>
  pingIntervalMs?: number
  onError?(error: unknown): void
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

class Connection implements CableConnection {
  readonly subscriptions = new Map<string, string>()
  constructor(
    readonly userId: number,
    readonly credential: string | null,
    readonly ws: WebSocket,
  ) {}
  send(frame: ServerFrame): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame))
  }
}

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

export function createCableServer(options: CableServerOptions): CableServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    handleProtocols: (protocols) => (protocols.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  })
  const live = new Set<Connection>()

  const ping = setInterval(() => {
    const frame: ServerFrame = { type: 'ping', message: Math.floor(Date.now() / 1000) }
    for (const connection of live) connection.send(frame)
  }, options.pingIntervalMs ?? CABLE_PING_INTERVAL_MS)
  ping.unref()

  function disconnect(ws: WebSocket, reason: DisconnectReason, reconnect: boolean): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'disconnect', reason, reconnect }))
    ws.close()
  }

  async function onCommand(connection: Connection, raw: string): Promise<void> {
    const command = parseClientCommand(raw)
    if (!command) return
    const target = parseIdentifier(command.identifier)
    const channel = target ? options.channels[target.channel] : undefined
    switch (command.command) {
      case 'subscribe': {
        const allowed = target && channel ? await channel.authorize(connection, target.params) : false
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
    // authorizing: they wait on one queue, in order, behind the authentication.
    let resolveIdentity!: (connection: Connection | null) => void
    const ready = new Promise<Connection | null>((resolve) => (resolveIdentity = resolve))
    let queue: Promise<unknown> = ready
    // A socket error before authentication ends must not become an uncaught exception.
    ws.on('error', () => {})
    ws.on('message', (data) => {
      const raw = data.toString()
      queue = queue
        .then(() => ready)
        .then((connection) => (connection ? onCommand(connection, raw) : undefined))
        .catch((error: unknown) => options.onError?.(error))
    })
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token')
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
    const connection = new Connection(identity.userId, identity.credential ?? null, ws)
    live.add(connection)
    ws.on('close', () => live.delete(connection))
    ws.on('error', () => live.delete(connection))
    // Welcome first, then whatever the client sent meanwhile is handled.
    connection.send({ type: 'welcome' })
    resolveIdentity(connection)
  }

  return {
    handleUpgrade(request, socket, head) {
      if (!options.isOriginAllowed(request.headers.origin, request)) return rejectUpgrade(socket, 403, 'Forbidden')
      wss.handleUpgrade(request, socket, head, (ws) => {
        void onConnection(ws, request)
      })
    },
    broadcast(channel, message, filter) {
      let sent = 0
      for (const connection of live) {
        const identifier = connection.subscriptions.get(channel)
        if (identifier === undefined || (filter && !filter(connection))) continue
        connection.send({ identifier, message })
        sent++
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
        live.delete(connection)
        disconnect(connection.ws, 'unauthorized', false)
        count++
      }
      return count
    },
    async close() {
      clearInterval(ping)
      for (const client of wss.clients) disconnect(client, 'server_restart', true)
      live.clear()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
