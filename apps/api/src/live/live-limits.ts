/** What one API instance's live layer allows (ADR 0022); every field can be set through the environment. */
export interface LiveLimits {
  /** Sockets one user may hold on one instance (LIVE_MAX_SOCKETS_PER_USER); more get `too_many_connections`. */
  maxSocketsPerUser: number
  /**
   * Guest sockets (the public scoreboard, no sign-in) one client address may hold on one instance
   * (LIVE_MAX_GUEST_SOCKETS_PER_ADDRESS): a club's screens and the parents on its Wi-Fi share one address.
   */
  maxGuestSocketsPerAddress: number
  /** Sockets one instance holds in total, signed in or not yet (LIVE_MAX_SOCKETS); more get `server_full`. */
  maxSockets: number
  /** A socket whose unsent bytes pass this (LIVE_MAX_BUFFERED_BYTES) has stopped reading: it is cut off. */
  maxBufferedBytes: number
  /**
   * Commands (client frames) one socket may send per second on average (LIVE_MAX_COMMANDS_PER_SECOND), with bursts
   * of up to `maxCommandBurst` (LIVE_MAX_COMMAND_BURST): a token bucket per socket. One frame more closes the
   * socket with `too_many_commands` (docs/decisions/0050-guest-sockets-are-cheap-to-refuse.md).
   */
  maxCommandsPerSecond: number
  maxCommandBurst: number
  /**
   * Commands of one socket waiting to be handled, in order (LIVE_MAX_QUEUED_COMMANDS): one more closes it with
   * `too_many_commands`. The queue is dropped when the socket closes.
   */
  maxQueuedCommands: number
  /**
   * How often the PostgreSQL LISTEN connection is asked `select 1` (LIVE_LISTEN_HEARTBEAT_MS); an answer that
   * does not come within the same time counts as a lost connection.
   */
  listenHeartbeatMs: number
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  // Tabs and devices of one coach; a leak of sockets in one browser must not take the whole instance.
  maxSocketsPerUser: 20,
  maxGuestSocketsPerAddress: 50,
  maxSockets: 10_000,
  // About 5,000 match_updated frames: far beyond a healthy client's backlog, small beside the server's memory.
  maxBufferedBytes: 1024 * 1024,
  // The consumer sends one subscribe per subscription on each (re)connect and repeats a pending one every 500 ms:
  // a few a second at most. A loop sends thousands.
  maxCommandsPerSecond: 10,
  maxCommandBurst: 30,
  maxQueuedCommands: 30,
  listenHeartbeatMs: 10_000,
}
