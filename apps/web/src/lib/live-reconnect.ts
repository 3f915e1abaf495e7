/** What the ActionCable connection offers that the quick reopen needs (internal, but exported by the library). */
export interface ReopenableConnection {
  isActive(): boolean
  isOpen(): boolean
  open(): boolean
  monitor: { isRunning(): boolean }
}

const REOPEN_FIRST_DELAY_MS = 500

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
  const first = options.firstDelayMs ?? REOPEN_FIRST_DELAY_MS
  const max = options.maxDelayMs ?? 4000
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancelled = false
  const attempt = (delay: number) => {
    timer = setTimeout(() => {
      if (cancelled || connection.isOpen() || !connection.monitor.isRunning()) return
      if (!connection.isActive()) connection.open()
      // After a first try at once (the network back), the usual 500 ms, 1, 2, 4 s follow.
      attempt(Math.min(Math.max(delay * 2, REOPEN_FIRST_DELAY_MS), max))
    }, delay)
  }
  attempt(first)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}

/**
 * When the browser reports the network back, tries to open the socket at once and then as reopenSoon does, until it
 * is open or no longer wanted. Without it a socket that failed while offline waits for the library's monitor: 6–12 s
 * after its start, and longer once its backoff grew, while the coach looks at a score that no longer moves (ADR 0081).
 * Returns the removal.
 */
export function reopenWhenOnline(connection: ReopenableConnection | undefined): () => void {
  if (typeof window === 'undefined' || !connection) return () => {}
  let cancel: (() => void) | null = null
  const onOnline = () => {
    cancel?.()
    cancel = reopenSoon(connection, { firstDelayMs: 0 })
  }
  window.addEventListener('online', onOnline)
  return () => {
    window.removeEventListener('online', onOnline)
    cancel?.()
  }
}
