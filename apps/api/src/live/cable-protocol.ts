/**
 * The ActionCable wire protocol (subprotocol `actioncable-v1-json`), as spoken by the `@rails/actioncable`
 * consumer. There is no maintained ActionCable server for Node, so this small layer is ours.
 */
export const CABLE_PROTOCOL = 'actioncable-v1-json'
export const CABLE_PROTOCOLS = [CABLE_PROTOCOL, 'actioncable-unsupported'] as const

/** The consumer treats a connection as stale after 6 s without a ping; we ping every 3 s. */
export const CABLE_PING_INTERVAL_MS = 3000

/**
 * Why the server closes a connection (ADR 0022). The first four are ActionCable's own; the consumer only logs the
 * reason and obeys `reconnect`. `too_many_connections`: this user already holds the per-user maximum of sockets;
 * `server_full`: this instance holds its maximum in total (both `reconnect: true`: the consumer backs off and tries
 * again, perhaps reaching another instance). `too_many_commands`: the socket sent commands faster than its rate
 * limit or let more wait than its queue holds (ADR 0050; `reconnect: true`, a fresh socket starts with a full
 * allowance).
 */
export type DisconnectReason =
  | 'unauthorized'
  | 'invalid_request'
  | 'server_restart'
  | 'remote'
  | 'too_many_connections'
  | 'server_full'
  | 'too_many_commands'

export type ServerFrame =
  | { type: 'welcome' }
  | { type: 'ping'; message: number }
  | { type: 'disconnect'; reason: DisconnectReason; reconnect: boolean }
  | { type: 'confirm_subscription'; identifier: string }
  | { type: 'reject_subscription'; identifier: string }
  | { identifier: string; message: unknown }

export type ClientCommand =
  | { command: 'subscribe'; identifier: string }
  | { command: 'unsubscribe'; identifier: string }
  | { command: 'message'; identifier: string; data: string }

/** Subscription identifiers longer than this (in UTF-8 bytes) are refused and never echoed back. */
export const MAX_IDENTIFIER_BYTES = 1024

/** Parses one client frame; null for anything that is not a well-formed command. */
export function parseClientCommand(raw: string): ClientCommand | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { command, identifier, data } = value as Record<string, unknown>
  if (typeof identifier !== 'string') return null
  switch (command) {
    case 'subscribe':
    case 'unsubscribe':
      return { command, identifier }
    case 'message':
      return typeof data === 'string' ? { command, identifier, data } : null
    default:
      return null
  }
}

/** The identifier is itself JSON: `{"channel":"Name", ...params}`. */
export function parseIdentifier(identifier: string): { channel: string; params: Record<string, unknown> } | null {
  try {
    const value = JSON.parse(identifier) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { channel, ...params } = value as Record<string, unknown>
    return typeof channel === 'string' ? { channel, params } : null
  } catch {
    return null
  }
}
