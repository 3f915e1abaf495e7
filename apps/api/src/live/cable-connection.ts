import { WebSocket } from 'ws'
import type { ServerFrame } from './cable-protocol.ts'

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

/**
 * Writes one serialized frame unless the peer has stopped reading: a socket whose unsent bytes already pass
 * `maxBufferedBytes` is destroyed instead of buffering more (ADR 0022: memory would grow with every broadcast).
 * Returns false when the socket is (now) gone.
 */
export function writeFrame(
  ws: WebSocket,
  data: Buffer | string,
  maxBufferedBytes: number,
  onSlow: () => void,
): boolean {
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

/** The cable server's side of a CableConnection: its socket, and a write for frames serialized once for many. */
export class Connection implements CableConnection {
  readonly subscriptions = new Map<string, string>()
  constructor(
    readonly userId: number | null,
    readonly address: string,
    readonly credential: string | null,
    readonly sessionId: string | null,
    readonly ws: WebSocket,
    private readonly write: (ws: WebSocket, data: Buffer | string) => boolean,
  ) {}
  get bufferedAmount(): number {
    return this.ws.bufferedAmount
  }
  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN
  }
  send(frame: ServerFrame): void {
    this.write(this.ws, JSON.stringify(frame))
  }
  sendSerialized(data: Buffer): boolean {
    return this.write(this.ws, data)
  }
}

/** Sends `message` on `channel` to this one connection, if it is (still) subscribed to it and open. */
export function sendTo(connection: CableConnection, channel: string, message: unknown): void {
  const identifier = connection.subscriptions.get(channel)
  if (identifier !== undefined && connection.isOpen) connection.send({ identifier, message })
}
