/** What the ActionCable connection offers that the quick reopen needs (internal, but exported by the library). */
export interface ReopenableConnection {
  isActive(): boolean
  isOpen(): boolean
  open(): boolean
  monitor: { isRunning(): boolean }
}

export interface ReopenOptions {
  /** The first try: the reopen delay. */
  firstDelayMs?: number
  /** Later tries double up to this. */
  maxDelayMs?: number
}

/**
 * After the socket dropped with a reconnect allowed, tries to open it again after 500 ms, then 1, 2, 4, 4… s, until
 * it is open or reconnecting is no longer wanted (logout, a server's `reconnect: false`). The library's own monitor
 * (the 6 s stale threshold) waits 6–14 s after a drop; behind a load balancer another instance is there at
 * once, so a watcher is back within a second or two (ADR 0022). Returns the cancel.
 */
export function reopenSoon(connection: ReopenableConnection, options: ReopenOptions = {}): () => void {
  const first = options.firstDelayMs ?? 500
  const max = options.maxDelayMs ?? 4000
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancelled = false
  const attempt = (delay: number) => {
    timer = setTimeout(() => {
      if (cancelled || connection.isOpen() || !connection.monitor.isRunning()) return
      if (!connection.isActive()) connection.open()
      attempt(Math.min(delay * 2, max))
    }, delay)
  }
  attempt(first)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}
