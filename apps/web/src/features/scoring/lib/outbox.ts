import type { CreateBallInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { ApiError } from '@/lib/api-error'

/**
 * The recorder's outbox: every tap becomes an operation kept on the device (localStorage, per match) until the
 * server has answered, sent strictly in order, one at a time.
 * - A point carries a client_id made once, so sending it again after a dropped connection, a 5xx or a reload is
 *   harmless: the server answers the stored ball instead of recording a second one.
 * - An undo is a DELETE …/balls/last, which is not idempotent: it is sent at most once. If its answer is lost, it is
 *   dropped and reported (the caller refetches) rather than risk removing two points.
 */
export type OutboxOp =
  | {
      kind: 'ball'
      id: string
      ball: CreateBallInput & { client_id: string }
      winnerTeam: Team
      attempts: number
      queuedAt: number
    }
  | { kind: 'undo'; id: string; attempts: number; queuedAt: number }

export interface OutboxSnapshot {
  ops: readonly OutboxOp[]
  /** The operation being sent right now, if any. */
  sendingId: string | null
  /** The last send failed in a way worth retrying (network, 5xx): the queue waits for the next attempt. */
  failing: boolean
  /** When the next automatic attempt is due (ms since epoch), while failing. */
  retryAt: number | null
}

export interface OutboxTransport<BallResult, UndoResult> {
  sendBall(ball: CreateBallInput & { client_id: string }): Promise<BallResult>
  sendUndo(): Promise<UndoResult>
  onBallConfirmed(result: BallResult, op: Extract<OutboxOp, { kind: 'ball' }>): void
  onUndoConfirmed(result: UndoResult): void
  /** A refusal (4xx) or an undo with an unknown outcome: the operation is gone; tell the coach, resync. */
  onDropped(op: OutboxOp, error: unknown): void
}

export const OUTBOX_STORAGE_PREFIX = 'courtside.outbox.'
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000]

export function backoffDelay(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts - 1, 0), BACKOFF_MS.length - 1)] as number
}

/** Network failures, timeouts, rate limits, 5xx and the API's recording conflict are retried; other 4xx are final. */
export function isRetriable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  if (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500) return true
  // Decided on the stable code (ADR 0024), never on the English text.
  return error.status === 409 && error.code === 'recordingConflict'
}

export function storageKey(matchId: number): string {
  return `${OUTBOX_STORAGE_PREFIX}${matchId}`
}

function readStored(matchId: number): OutboxOp[] {
  try {
    const raw = localStorage.getItem(storageKey(matchId))
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (op): op is OutboxOp =>
        typeof op === 'object' &&
        op !== null &&
        typeof (op as OutboxOp).id === 'string' &&
        ((op as OutboxOp).kind === 'ball' || (op as OutboxOp).kind === 'undo'),
    )
  } catch {
    return []
  }
}

export class Outbox<BallResult = unknown, UndoResult = unknown> {
  readonly matchId: number
  private ops: OutboxOp[]
  private sendingId: string | null = null
  private failing = false
  private retryAt: number | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private wake: (() => void) | null = null
  private running = false
  private transport: OutboxTransport<BallResult, UndoResult> | null = null
  private listeners = new Set<() => void>()
  private snapshot: OutboxSnapshot

  constructor(matchId: number) {
    this.matchId = matchId
    // An undo already attempted before a reload has an unknown outcome: never sent twice (see above).
    const stored = readStored(matchId)
    this.ops = stored.filter((op) => !(op.kind === 'undo' && op.attempts > 0))
    this.droppedOnLoad = stored.filter((op) => op.kind === 'undo' && op.attempts > 0)
    this.snapshot = this.makeSnapshot()
  }

  /** Undos found attempted in storage at load; reported once a transport is attached. */
  private droppedOnLoad: OutboxOp[]

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = (): OutboxSnapshot => this.snapshot

  /** Attaches the senders (the latest callbacks of the mounted recorder) and starts sending what is queued. */
  attach(transport: OutboxTransport<BallResult, UndoResult> | null): void {
    this.transport = transport
    if (transport && this.droppedOnLoad.length > 0) {
      const dropped = this.droppedOnLoad
      this.droppedOnLoad = []
      for (const op of dropped) transport.onDropped(op, new Error('unknown outcome'))
    }
    if (transport) void this.pump()
  }

  enqueueBall(ball: CreateBallInput & { client_id: string }, winnerTeam: Team): void {
    this.ops.push({ kind: 'ball', id: ball.client_id, ball, winnerTeam, attempts: 0, queuedAt: Date.now() })
    this.changed()
    void this.pump()
  }

  enqueueUndo(): void {
    this.ops.push({
      kind: 'undo',
      id: `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      attempts: 0,
      queuedAt: Date.now(),
    })
    this.changed()
    void this.pump()
  }

  /**
   * Undo while points wait: the last queued point that is not being sent right now is removed on the device, and
   * the API is never called. Returns false when there is no such point (the caller then queues an undo).
   */
  removeLastPendingBall(): boolean {
    const last = this.ops.at(-1)
    if (!last || last.kind !== 'ball' || last.id === this.sendingId) return false
    this.ops.pop()
    this.changed()
    return true
  }

  /**
   * Matches seen at each point count (any shape the caller keeps): an undo waiting for the server shows the score one
   * point earlier at once. A newer match forgets the counts above its own.
   */
  private seen = new Map<number, unknown>()

  remember(pointsCount: number, match: unknown): void {
    for (const count of [...this.seen.keys()]) if (count > pointsCount) this.seen.delete(count)
    this.seen.set(pointsCount, match)
  }

  seenAt(pointsCount: number): unknown {
    return this.seen.get(pointsCount)
  }

  /** Sends now instead of waiting for the backoff. */
  retryNow(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const wake = this.wake
    this.wake = null
    if (wake) wake()
    else void this.pump()
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.transport = null
  }

  private async pump(): Promise<void> {
    if (this.running) return
    this.running = true
    try {
      while (this.transport && this.ops.length > 0) {
        const op = this.ops[0] as OutboxOp
        const transport = this.transport
        this.sendingId = op.id
        op.attempts += 1
        this.changed()
        try {
          if (op.kind === 'ball') {
            const result = await transport.sendBall(op.ball)
            this.remove(op.id)
            this.settle()
            this.changed()
            transport.onBallConfirmed(result, op)
          } else {
            const result = await transport.sendUndo()
            this.remove(op.id)
            this.settle()
            this.changed()
            transport.onUndoConfirmed(result)
          }
        } catch (error) {
          if (op.kind === 'ball' && isRetriable(error)) {
            this.sendingId = null
            this.failing = true
            this.retryAt = Date.now() + backoffDelay(op.attempts)
            this.changed()
            await this.sleep(backoffDelay(op.attempts))
            continue
          }
          this.remove(op.id)
          this.settle()
          this.changed()
          transport.onDropped(op, error)
        }
      }
    } finally {
      this.sendingId = null
      this.running = false
      this.changed()
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null
        resolve()
      }
      this.timer = setTimeout(() => {
        this.timer = null
        this.wake?.()
      }, ms)
    })
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
    return { ops: [...this.ops], sendingId: this.sendingId, failing: this.failing, retryAt: this.retryAt }
  }

  private changed() {
    try {
      if (this.ops.length === 0) localStorage.removeItem(storageKey(this.matchId))
      else localStorage.setItem(storageKey(this.matchId), JSON.stringify(this.ops))
    } catch {
      // storage full or unavailable: the queue still lives in memory
    }
    this.snapshot = this.makeSnapshot()
    for (const listener of this.listeners) listener()
  }
}

const outboxes = new Map<number, Outbox>()

/** One outbox per match for the whole page, so every view of it shares one queue. */
export function outboxFor<B, U>(matchId: number): Outbox<B, U> {
  let outbox = outboxes.get(matchId)
  if (!outbox) {
    outbox = new Outbox(matchId)
    outboxes.set(matchId, outbox)
  }
  return outbox as Outbox<B, U>
}

/** Tests: forget the in-memory queues (what is in localStorage stays, like a reload). */
export function resetOutboxes(): void {
  for (const outbox of outboxes.values()) outbox.dispose()
  outboxes.clear()
}

/** The winners the score should already show, and the undos waiting, from the queue (see predict). */
export function pendingEffect(ops: readonly OutboxOp[]): { winners: Team[]; undos: number } {
  const winners: Team[] = []
  let undos = 0
  for (const op of ops) {
    if (op.kind === 'ball') winners.push(op.winnerTeam)
    else if (winners.length > 0) winners.pop()
    else undos += 1
  }
  return { winners, undos }
}
