import { ApiError } from '@/lib/api-error'
import { hasQueueLocks } from './outbox-lock'
import { readStoredOutbox, writeStoredOutbox, type StoredOutbox } from './outbox-storage'
import type { OutboxConflict, OutboxEvents, OutboxOp, OutboxSnapshot } from './outbox-types'

/** Matches remembered per point count, so an undo waiting for the server shows the score one point earlier. */
const SEEN_KEPT = 12

/** The stored queue and conflicts, where an unnamed undo already attempted (its outcome unknown) is never sent twice. */
function queueOf(stored: StoredOutbox): { ops: OutboxOp[]; conflicts: OutboxConflict[] } {
  const unknown = stored.ops.filter((op) => op.kind === 'undo' && op.target === null && op.attempts > 0)
  return {
    ops: stored.ops.filter((op) => !unknown.includes(op)),
    conflicts: [...stored.conflicts, ...unknown.map((op) => ({ op, code: null, message: '', at: Date.now() }))],
  }
}

/**
 * What one match's outbox holds and shows: the queue, its conflicts and sync state, kept in localStorage at every
 * change and announced to subscribers. The sending lives in Outbox, which builds on this.
 */
export class OutboxState<Result = unknown> {
  readonly matchId: number
  protected ops: OutboxOp[]
  protected conflicts: OutboxConflict[]
  protected lastSyncAt: number | null
  protected sendingId: string | null = null
  protected failing = false
  protected retryAt: number | null = null
  /** Disposed (the page's memory of it forgotten): a send still finishing must not write over what is stored. */
  protected disposed = false
  /**
   * This page holds the queue: only then does it write and send it, one tab of the browser at a time (ADR 0083).
   * Without the Locks API every page holds it, as before.
   */
  protected held = !hasQueueLocks()
  /** Another tab took the queue: the recorder here says so and records nothing until taken back. */
  protected elsewhere = false
  /**
   * The ids stored when this page last read the queue or stopped holding it (while held, every change is written at
   * once, so memory and storage agree): anything else in `ops` was queued here since.
   */
  private readIds: Set<string>
  private listeners = new Set<() => void>()
  private eventListeners = new Set<OutboxEvents<Result>>()
  private snapshot: OutboxSnapshot
  /** Matches seen at each point count (any shape the caller keeps). */
  private seen: Map<number, unknown>
  /** `seen` as JSON, made when it changes (a few per point), not at every tap's write of the queue. */
  private seenJson: string

  constructor(matchId: number) {
    this.matchId = matchId
    const stored = readStoredOutbox(matchId)
    const { ops, conflicts } = queueOf(stored)
    this.ops = ops
    this.conflicts = conflicts
    this.lastSyncAt = stored.lastSyncAt
    this.seen = new Map(stored.seen)
    this.seenJson = JSON.stringify(stored.seen)
    this.readIds = new Set(stored.ops.map((op) => op.id))
    this.snapshot = this.makeSnapshot()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = (): OutboxSnapshot => this.snapshot

  /** Confirmations and refusals as they happen (the recorder on screen, the page's caches). */
  on(events: OutboxEvents<Result>): () => void {
    this.eventListeners.add(events)
    return () => {
      this.eventListeners.delete(events)
    }
  }

  dismissConflicts(): void {
    this.conflicts = []
    this.changed()
  }

  remember(pointsCount: number, match: unknown): void {
    for (const count of [...this.seen.keys()]) if (count > pointsCount) this.seen.delete(count)
    this.seen.delete(pointsCount)
    this.seen.set(pointsCount, match)
    while (this.seen.size > SEEN_KEPT) this.seen.delete(this.seen.keys().next().value as number)
    this.seenJson = JSON.stringify([...this.seen.entries()])
    this.persist()
  }

  seenAt(pointsCount: number): unknown {
    return this.seen.get(pointsCount)
  }

  /** This page stops holding the queue: what it holds now is what it wrote last. */
  protected rememberWritten(): void {
    this.readIds = new Set(this.ops.map((op) => op.id))
  }

  /**
   * This page has just come to hold the queue: what another tab stored meanwhile is the queue now, followed by what was
   * queued here before the hold came (taps in the moment before it).
   */
  protected readStored(): void {
    const stored = readStoredOutbox(this.matchId)
    const storedIds = new Set(stored.ops.map((op) => op.id))
    const queuedHere = this.ops.filter((op) => !this.readIds.has(op.id) && !storedIds.has(op.id))
    // Conflicts arise from sends, which only the holder makes and writes at once: the stored ones are all of them
    // (one dismissed in the other tab stays dismissed).
    const { ops, conflicts } = queueOf(stored)
    this.ops = [...ops, ...queuedHere]
    this.conflicts = conflicts
    this.lastSyncAt = Math.max(this.lastSyncAt ?? 0, stored.lastSyncAt ?? 0) || null
    this.readIds = new Set(this.ops.map((op) => op.id))
  }

  /** The server took `op`: it leaves the queue and the listeners hear the answer. */
  protected confirm(op: OutboxOp, result: Result): void {
    this.remove(op.id)
    this.settle()
    this.lastSyncAt = Date.now()
    this.changed()
    for (const events of this.eventListeners) events.confirmed?.(result, op)
  }

  /** The server refused `op` (or its outcome is unknown): it leaves the queue as a conflict the coach sees. */
  protected refuse(op: OutboxOp, error: unknown): void {
    this.remove(op.id)
    this.settle()
    this.conflicts.push({
      op,
      code: error instanceof ApiError ? (error.code ?? null) : null,
      message: error instanceof ApiError ? error.message : '',
      at: Date.now(),
    })
    this.changed()
    for (const events of this.eventListeners) events.dropped?.(op, error)
  }

  /** A send failed in a way worth retrying: the queue waits until `retryAt`. */
  protected fail(retryAt: number): void {
    this.sendingId = null
    this.failing = true
    this.retryAt = retryAt
    this.changed()
  }

  protected changed(): void {
    this.persist()
    this.snapshot = this.makeSnapshot()
    for (const listener of this.listeners) listener()
  }

  private settle() {
    this.sendingId = null
    this.failing = false
    this.retryAt = null
  }

  private remove(id: string) {
    this.ops = this.ops.filter((op) => op.id !== id)
  }

  private makeSnapshot(): OutboxSnapshot {
    return {
      ops: [...this.ops],
      sendingId: this.sendingId,
      failing: this.failing,
      retryAt: this.retryAt,
      lastSyncAt: this.lastSyncAt,
      conflicts: [...this.conflicts],
      elsewhere: this.elsewhere,
    }
  }

  private persist() {
    if (this.disposed || !this.held) return
    // Up to SEEN_KEPT whole matches in `seen`: written from seenJson, not serialised again.
    writeStoredOutbox(
      this.matchId,
      { ops: this.ops, conflicts: this.conflicts, lastSyncAt: this.lastSyncAt },
      this.seenJson,
    )
  }
}
