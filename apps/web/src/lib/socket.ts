import * as ActionCable from '@rails/actioncable'
import type { Consumer, Subscription } from '@rails/actioncable'
import { LIVE_CATCH_UP, type LiveResync } from '@courtside/contracts'
import { socketUrl } from './api-url'
import { reopenSoon, reopenWhenOnline, type ReopenableConnection } from './live-reconnect'

/** The one live channel, subscribed without parameters. */
export const MATCHES_CHANNEL = 'AuthenticatedMatchesChannel'

/** The socket constants (they are also the library's defaults; set here so they stay put). */
export const SOCKET_SETTINGS = {
  staleThresholdSeconds: 6,
  reconnectionBackoffRate: 0.15,
  reopenDelayMs: 500,
  /** The library's SubscriptionGuarantor resubscribes every 500 ms until confirmed; it is not configurable. */
  resubscribeRetryMs: 500,
} as const

interface ConfigurableClasses {
  ConnectionMonitor?: { staleThreshold: number; reconnectionBackoffRate: number }
  Connection?: { reopenDelay: number }
}

// The type definitions omit these internal classes, but the package exports them and reads the settings from them.
const classes = ActionCable as unknown as ConfigurableClasses
if (classes.ConnectionMonitor) {
  classes.ConnectionMonitor.staleThreshold = SOCKET_SETTINGS.staleThresholdSeconds
  classes.ConnectionMonitor.reconnectionBackoffRate = SOCKET_SETTINGS.reconnectionBackoffRate
}
if (classes.Connection) classes.Connection.reopenDelay = SOCKET_SETTINGS.reopenDelayMs

let consumer: Consumer | null = null
let cancelReopen: (() => void) | null = null
let stopReopenWhenOnline: (() => void) | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** Opens the live socket with the signed-in user's token (after login, when a token exists). */
export function openLiveSocket(token: string | null): Consumer | null {
  if (!token) return null
  if (typeof WebSocket === 'undefined') return null
  const url = socketUrl(token)
  if (consumer && consumer.url === url) return consumer
  closeLiveSocket()
  consumer = ActionCable.createConsumer(url)
  consumer.connect()
  stopReopenWhenOnline = reopenWhenOnline(connectionOf(consumer))
  emit()
  return consumer
}

/**
 * Closes the socket and forgets it (logout, leaving the app). Listeners are not told: the signed-in screens that
 * hold a subscription unmount with the logout and drop it then; telling them first would only make them report a
 * closed socket on their way out.
 */
export function closeLiveSocket(): void {
  if (!consumer) return
  const closing = consumer
  consumer = null
  cancelReopen?.()
  cancelReopen = null
  stopReopenWhenOnline?.()
  stopReopenWhenOnline = null
  closing.disconnect()
}

/** The library's connection of a consumer (internal, but exported by the package). */
function connectionOf(socket: Consumer): ReopenableConnection | undefined {
  return (socket as unknown as { connection?: ReopenableConnection }).connection
}

export function getLiveSocket(): Consumer | null {
  return consumer
}

/** Tells `listener` whenever the socket is opened or closed; returns the unsubscribe. */
export function onLiveSocketChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Open or still connecting: the library keeps its subscriptions and sends them once the socket is up. */
export function isLiveSocketConnected(socket: Consumer | null = consumer): boolean {
  return Boolean(socket && connectionOf(socket)?.isActive())
}

/**
 * For one subscription: whether a confirmation means changes were missed. Notices sent while the socket was away
 * are lost, so coming back counts (ADR 0022). A first confirmation is followed by the server's catch-up of its last
 * window, which covers the screen's first fetch only when the confirmation came soon enough (ADR 0078).
 */
function resyncOnConfirmation(since = performance.now()): (reconnected: boolean) => boolean {
  let confirmedBefore = false
  return (reconnected) => {
    const late = !confirmedBefore && performance.now() - since > LIVE_CATCH_UP.clientGraceSeconds * 1000
    confirmedBefore = true
    return reconnected || late
  }
}

/**
 * Subscribes to AuthenticatedMatchesChannel without parameters. When the socket is not connected the subscription
 * is skipped with a warning and null is returned; otherwise the unsubscribe. `since` is when the screen began
 * fetching what the subscription keeps fresh (now, unless it subscribes late).
 */
export function subscribeToMatchUpdates(
  onMessage: (data: unknown) => void,
  socket: Consumer | null = consumer,
  since = performance.now(),
): (() => void) | null {
  if (!socket || !isLiveSocketConnected(socket)) {
    console.warn(`Live socket is not connected; skipping the ${MATCHES_CHANNEL} subscription`)
    return null
  }
  const needsResync = resyncOnConfirmation(since)
  const subscription: Subscription = socket.subscriptions.create(MATCHES_CHANNEL, {
    received(data: unknown) {
      onMessage(data)
    },
    disconnected(details?: { willAttemptReconnect?: boolean }) {
      const connection = connectionOf(socket)
      if (!details?.willAttemptReconnect || !connection) return
      cancelReopen?.()
      cancelReopen = reopenSoon(connection)
    },
    connected(details?: { reconnected?: boolean }) {
      if (needsResync(Boolean(details?.reconnected))) onMessage({ type: 'resync' } satisfies LiveResync)
    },
  })
  return () => {
    subscription.unsubscribe()
  }
}

/**
 * Follows AuthenticatedMatchesChannel on `socket` for as long as the caller wants: a skipped subscription (the socket
 * was between two attempts, e.g. a start without network) is made once the socket is active again, checked every
 * reopen delay. Counting its wait from the first try, a late first confirmation resyncs. Returns the stop.
 */
export function followMatchUpdates(onMessage: (data: unknown) => void, socket: Consumer | null): () => void {
  const since = performance.now()
  let unsubscribe = subscribeToMatchUpdates(onMessage, socket, since)
  if (unsubscribe || !socket) return () => unsubscribe?.()
  const retry = setInterval(() => {
    if (!isLiveSocketConnected(socket)) return
    clearInterval(retry)
    unsubscribe = subscribeToMatchUpdates(onMessage, socket, since)
  }, SOCKET_SETTINGS.reopenDelayMs)
  return () => {
    clearInterval(retry)
    unsubscribe?.()
  }
}

export interface GuestSubscriptionHandlers {
  received(data: unknown): void
  /**
   * The subscription is (again) confirmed; `missed` when changes may have been missed: after a drop, or a first
   * confirmation too late for the server's catch-up (see resyncOnConfirmation).
   */
  connected?(missed: boolean): void
  disconnected?(): void
  rejected?(): void
}

/**
 * A socket of its own, opened without a sign-in token (a guest's, ADR 0033), subscribed to one channel with
 * params, e.g. `{ channel: 'PublicMatchChannel', token }`. The signed-in socket is left alone. Returns the close.
 */
export function subscribeAsGuest(
  identifier: { channel: string } & Record<string, unknown>,
  handlers: GuestSubscriptionHandlers,
): () => void {
  if (typeof WebSocket === 'undefined') return () => {}
  const guest = ActionCable.createConsumer(socketUrl(null))
  let stopReopen: (() => void) | null = null
  const stopReopenWhenOnline = reopenWhenOnline(connectionOf(guest))
  const needsResync = resyncOnConfirmation()
  const subscription = guest.subscriptions.create(identifier, {
    received: (data: unknown) => handlers.received(data),
    connected: (details?: { reconnected?: boolean }) =>
      handlers.connected?.(needsResync(Boolean(details?.reconnected))),
    rejected: () => handlers.rejected?.(),
    disconnected(details?: { willAttemptReconnect?: boolean }) {
      handlers.disconnected?.()
      const connection = connectionOf(guest)
      if (!details?.willAttemptReconnect || !connection) return
      stopReopen?.()
      stopReopen = reopenSoon(connection)
    },
  })
  return () => {
    stopReopen?.()
    stopReopenWhenOnline()
    subscription.unsubscribe()
    guest.disconnect()
  }
}
