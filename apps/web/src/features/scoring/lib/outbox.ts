import { onDeviceDataCleared } from '@/lib/device-data'
import { Outbox } from './outbox-queue'
import { storedOutboxMatchIds } from './outbox-storage'

/**
 * The recorder's outbox: every tap becomes an operation kept on the device (localStorage, per match) until the
 * server has answered, sent strictly in order, one at a time. Every operation names what it changes, so sending it
 * again after a lost answer, a 5xx or a reload changes the match once (ADR 0038):
 * - a point carries a client_id made once: a second send answers the stored ball;
 * - an undo names the point it removes (DELETE …/balls/last?client_id=…): a second send finds it gone and changes
 *   nothing; an undo of a point still waiting on the device removes it there and never reaches the API;
 * - a server change names the point count it was made at (at_point): sent again it writes nothing.
 * A refusal (4xx) ends an operation: it becomes a conflict the coach sees and dismisses, never a silent drop.
 *
 * This file is the outbox's public face: the page-wide registry of outboxes, and what its parts export.
 */
export type { OutboxConflict, OutboxEvents, OutboxOp, OutboxSnapshot, OutboxTransport } from './outbox-types'
export { backoffDelay, isRetriable } from './outbox-retry'
export { storageKey, storedOutboxMatchIds } from './outbox-storage'
export { pendingEffect, visiblePoints, type PendingStep } from './outbox-pending'
export { Outbox } from './outbox-queue'

const outboxes = new Map<number, Outbox>()

/** One outbox per match for the whole page, so every view of it shares one queue. */
export function outboxFor<R>(matchId: number): Outbox<R> {
  let outbox = outboxes.get(matchId)
  if (!outbox) {
    outbox = new Outbox(matchId)
    outboxes.set(matchId, outbox)
  }
  return outbox as Outbox<R>
}

/** How many operations wait on this device, over every match (signing out would lose them). */
export function waitingOnDevice(): number {
  return storedOutboxMatchIds().reduce((sum, id) => sum + outboxFor(id).getSnapshot().ops.length, 0)
}

/** Every outbox made so far on this page. */
export function openOutboxes(): Outbox[] {
  return [...outboxes.values()]
}

/** Forgets the in-memory queues (what is in localStorage stays, like a reload): tests, and signing out. */
export function resetOutboxes(): void {
  for (const outbox of outboxes.values()) outbox.dispose()
  outboxes.clear()
}

// Signing out removes the stored queues; a queue still in memory must not write itself back.
onDeviceDataCleared(resetOutboxes)
