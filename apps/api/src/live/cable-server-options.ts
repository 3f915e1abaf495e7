import type { IncomingMessage } from 'node:http'
import type { LiveLimits } from './live-limits.ts'
import type { DisconnectReason } from './cable-protocol.ts'
import type { CableConnection } from './cable-connection.ts'

export interface CableChannel {
  /** Whether guests may subscribe at all (then `authorize` decides as for anyone); unset: signed-in users only. */
  guests?: boolean
  /** Whether this connection may subscribe with these params. */
  authorize(connection: CableConnection, params: Record<string, unknown>): boolean | Promise<boolean>
  /** After the confirmation went out: what the channel sends a new subscriber first. Must not throw. */
  confirmed?(connection: CableConnection): void | Promise<void>
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
