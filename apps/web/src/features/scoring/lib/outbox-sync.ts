import { openOutboxes, outboxFor, storedOutboxMatchIds, type OutboxEvents, type OutboxTransport } from './outbox'

/** How often a failing queue is tried again while nothing else wakes it (its own backoff runs meanwhile). */
export const SYNC_INTERVAL_MS = 30_000

/**
 * Drains every match's queue, not only the one on screen (ADR 0038): the queues stored on this device are attached at
 * start, and every queue is tried again when the browser comes online, when the app comes to the front and on a timer.
 * Nothing relies on Background Sync. `events` hears every queue's confirmations and refusals (the page's caches).
 */
export function startOutboxSync<R>(
  transport: OutboxTransport<R>,
  events: (matchId: number) => OutboxEvents<R>,
): () => void {
  const detach = new Map<number, () => void>()
  const watch = (matchId: number) => {
    if (detach.has(matchId)) return
    const outbox = outboxFor<R>(matchId)
    detach.set(matchId, outbox.on(events(matchId)))
    outbox.attach(transport)
  }
  const retryAll = () => {
    for (const id of storedOutboxMatchIds()) watch(id)
    for (const outbox of openOutboxes()) {
      watch(outbox.matchId)
      // Sent from here only when no other tab of the browser holds it (ADR 0083): a tab closed with points left
      // frees it.
      outbox.claim()
      if (outbox.getSnapshot().ops.length > 0) outbox.retryNow()
    }
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryAll()
  }
  retryAll()
  window.addEventListener('online', retryAll)
  window.addEventListener('focus', retryAll)
  document.addEventListener('visibilitychange', onVisible)
  const timer = setInterval(retryAll, SYNC_INTERVAL_MS)
  return () => {
    window.removeEventListener('online', retryAll)
    window.removeEventListener('focus', retryAll)
    document.removeEventListener('visibilitychange', onVisible)
    clearInterval(timer)
    for (const off of detach.values()) off()
    detach.clear()
  }
}
