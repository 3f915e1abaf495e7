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
  listenHeartbeatMs: 10_000,
}
