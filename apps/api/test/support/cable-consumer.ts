import WebSocket from 'ws'

/**
 * Loads the real `@rails/actioncable` consumer in Node (ADR 0001): it needs a WebSocket class and small
 * `addEventListener` / `document` stand-ins that browsers provide.
 */
export async function loadActionCable(): Promise<typeof import('@rails/actioncable')> {
  const g = globalThis as Record<string, unknown>
  g.addEventListener ??= () => {}
  g.removeEventListener ??= () => {}
  g.document ??= { visibilityState: 'visible' }
  const cable = await import('@rails/actioncable')
  ;(cable.adapters as { WebSocket: unknown }).WebSocket = WebSocket
  return cable
}

/** Resolves when `predicate` holds, polling every few milliseconds; rejects after `timeoutMs`. */
export async function eventually(predicate: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}
