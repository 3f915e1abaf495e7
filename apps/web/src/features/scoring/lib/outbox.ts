import type { CreateBallInput, UpdateServerInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { ApiError } from '@/lib/api-error'
import { OUTBOX_STORAGE_PREFIX, onDeviceDataCleared } from '@/lib/device-data'

/**
 * The recorder's outbox: every tap becomes an operation kept on the device (localStorage, per match) until the
 * server has answered, sent strictly in order, one at a time. Every operation names what it changes, so sending it
 * again after a lost answer, a 5xx or a reload changes the match once (ADR 0038):
 * - a point carries a client_id made once: a second send answers the stored ball;
 * - an undo names the point it removes (DELETE …/balls/last?client_id=…): a second send finds it gone and changes
 *   nothing; an undo of a point still waiting on the device removes it there and never reaches the API;
 * - a server change names the point count it was made at (at_point): sent again it writes nothing.
 * A refusal (4xx) ends an operation: it becomes a conflict the coach sees and dismisses, never a silent drop.
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
  | {
      kind: 'undo'
      id: string
      /** The client_id of the point it removes; null when it was not known (sent at most once, unnamed). */
      target: string | null
      attempts: number
      queuedAt: number
    }
  | { kind: 'server'; id: string; change: UpdateServerInput & { at_point: number }; attempts: number; queuedAt: number }

/** An operation the server refused, kept with the refusal until the coach has seen it. */
export interface OutboxConflict {
  op: OutboxOp
  /** The API's stable code (ADR 0024) when it sent one. */
  code: string | null
  message: string
  at: number
}

export interface OutboxSnapshot {
  ops: readonly OutboxOp[]
  /** The operation being sent right now, if any. */
  sendingId: string | null
  /** The last send failed in a way worth retrying (network, 5xx): the queue waits for the next attempt. */
  failing: boolean
  /** When the next automatic attempt is due (ms since epoch), while failing. */
  retryAt: number | null
  /** When the server last confirmed an operation of this match (ms since epoch), kept across reloads. */
  lastSyncAt: number | null
  conflicts: readonly OutboxConflict[]
}

/** What the outbox sends with; results are whatever the API answers (the recorder reads the match in them). */
export interface OutboxTransport<Result = unknown> {
  sendBall(matchId: number, ball: CreateBallInput & { client_id: string }): Promise<Result>
  sendUndo(matchId: number, target: string | null): Promise<Result>
  sendServer(matchId: number, change: UpdateServerInput & { at_point: number }): Promise<Result>
}

export interface OutboxEvents<Result = unknown> {
  confirmed?(result: Result, op: OutboxOp): void
  /** A refusal, or an unnamed undo with an unknown outcome: the operation is a conflict now; resync. */
  dropped?(op: OutboxOp, error: unknown): void
}

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000]
/** Matches remembered per point count, so an undo waiting for the server shows the score one point earlier. */
const SEEN_KEPT = 12

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

/** The matches with something stored on this device (a queue or conflicts), e.g. to drain them at start. */
export function storedOutboxMatchIds(): number[] {
  const ids: number[] = []
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (!key?.startsWith(OUTBOX_STORAGE_PREFIX)) continue
      const id = Number(key.slice(OUTBOX_STORAGE_PREFIX.length))
      if (Number.isSafeInteger(id) && id > 0) ids.push(id)
    }
  } catch {
    // storage unavailable: nothing stored
  }
  return ids
}

interface Stored {
  ops: OutboxOp[]
  conflicts: OutboxConflict[]
  lastSyncAt: number | null
  seen: [number, unknown][]
}

const isOp = (op: unknown): op is OutboxOp =>
  typeof op === 'object' &&
  op !== null &&
  typeof (op as OutboxOp).id === 'string' &&
  ['ball', 'undo', 'server'].includes((op as OutboxOp).kind)

function readStored(matchId: number): Stored {
  const empty: Stored = { ops: [], conflicts: [], lastSyncAt: null, seen: [] }
  try {
    const raw = localStorage.getItem(storageKey(matchId))
    if (!raw) return empty
    const parsed: unknown = JSON.parse(raw)
    // Before ADR 0038 the record was the list of operations alone; an undo then had no target.
    if (Array.isArray(parsed)) {
      const ops = parsed.filter(isOp).map((op) => (op.kind === 'undo' ? { ...op, target: op.target ?? null } : op))
      return { ...empty, ops }
    }
    if (typeof parsed !== 'object' || parsed === null) return empty
    const record = parsed as Partial<Stored>
    return {
      ops: Array.isArray(record.ops) ? record.ops.filter(isOp) : [],
      conflicts: Array.isArray(record.conflicts) ? record.conflicts.filter((c) => isOp(c?.op)) : [],
      lastSyncAt: typeof record.lastSyncAt === 'number' ? record.lastSyncAt : null,
      seen: Array.isArray(record.seen) ? record.seen.filter((e) => Array.isArray(e) && typeof e[0] === 'number') : [],
    }
  } catch {
    return empty
  }
}

let opCounter = 0
const newOpId = (kind: string) => `${kind}-${Date.now()}-${++opCounter}-${Math.random().toString(36).slice(2)}`

export class Outbox<Result = unknown> {
  readonly matchId: number
  private ops: OutboxOp[]
  private conflicts: OutboxConflict[]
  private lastSyncAt: number | null
  private sendingId: string | null = null
  private failing = false
  private retryAt: number | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private wake: (() => void) | null = null
  private running = false
  /** A send is already set to start in a task of its own: more taps before it runs need no timer of their own. */
  private pumpQueued = false
  /** Disposed (the page's memory of it forgotten): a send still finishing must not write over what is stored. */
  private disposed = false
  private transport: OutboxTransport<Result> | null = null
  private listeners = new Set<() => void>()
  private eventListeners = new Set<OutboxEvents<Result>>()
  private snapshot: OutboxSnapshot
  /** Matches seen at each point count (any shape the caller keeps). */
  private seen: Map<number, unknown>
  /** `seen` as JSON, made when it changes (a few per point), not at every tap's write of the queue. */
  private seenJson: string

  constructor(matchId: number) {
    this.matchId = matchId
    const stored = readStored(matchId)
    this.conflicts = stored.conflicts
    this.lastSyncAt = stored.lastSyncAt
    this.seen = new Map(stored.seen)
    this.seenJson = JSON.stringify(stored.seen)
    // An unnamed undo already attempted before a reload has an unknown outcome: never sent twice.
    const unknown = stored.ops.filter((op) => op.kind === 'undo' && op.target === null && op.attempts > 0)
    this.ops = stored.ops.filter((op) => !unknown.includes(op))
    for (const op of unknown) this.conflicts.push({ op, code: null, message: '', at: Date.now() })
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

  /** Attaches the senders and starts sending what is queued. */
  attach(transport: OutboxTransport<Result> | null): void {
    this.transport = transport
    if (transport) void this.pump()
  }

  enqueueBall(ball: CreateBallInput & { client_id: string }, winnerTeam: Team): void {
    this.ops.push({ kind: 'ball', id: ball.client_id, ball, winnerTeam, attempts: 0, queuedAt: Date.now() })
    this.changed()
    this.pumpSoon()
  }

  /**
   * Undo of the last point as the coach sees it. A point still waiting on the device and never sent is removed there,
   * with the API never called; otherwise an undo naming the point is queued. `confirmedAt(n)` gives the
   * client_id of the confirmed point at 1-based position n (null when unknown). Returns what happened.
   */
  undo(confirmedCount: number, confirmedAt: (seq: number) => string | null): 'cancelled' | 'queued' | 'nothing' {
    const view = visiblePoints(this.ops, confirmedCount)
    const last = view.pending.at(-1)
    if (last) {
      // Only a point never sent is surely not on the server; one sent before (its answer lost, or on its way) may be.
      const op = this.ops.find((o) => o.id === last)
      if (op && op.attempts === 0 && last !== this.sendingId) {
        this.cancelPendingBall(last)
        return 'cancelled'
      }
      this.pushUndo(last)
      return 'queued'
    }
    if (view.confirmed <= 0) return 'nothing'
    this.pushUndo(confirmedAt(view.confirmed))
    return 'queued'
  }

  /** A server change at the point count the coach sees now. */
  enqueueServer(change: UpdateServerInput, atPoint: number): void {
    this.ops.push({
      kind: 'server',
      id: newOpId('server'),
      change: { ...change, at_point: atPoint },
      attempts: 0,
      queuedAt: Date.now(),
    })
    this.changed()
    this.pumpSoon()
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

  /** Sends now instead of waiting for the backoff (online again, the app in front, the coach's "Retry now"). */
  retryNow(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const wake = this.wake
    this.wake = null
    if (wake) wake()
    else void this.pump()
  }

  dispose(): void {
    this.disposed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.transport = null
    const wake = this.wake
    this.wake = null
    wake?.()
  }

  private pushUndo(target: string | null) {
    this.ops.push({ kind: 'undo', id: newOpId('undo'), target, attempts: 0, queuedAt: Date.now() })
    this.changed()
    this.pumpSoon()
  }

  /**
   * Removes a waiting point. A server change queued after it moves back one point with it, as the server does with a
   * change made for the active ball when its point is undone (ADR 0004).
   */
  private cancelPendingBall(id: string) {
    const at = this.ops.findIndex((op) => op.id === id)
    if (at < 0) return
    this.ops = this.ops.flatMap((op, i) => {
      if (i === at) return []
      if (i > at && op.kind === 'server') return [{ ...op, change: { ...op.change, at_point: op.change.at_point - 1 } }]
      return [op]
    })
    this.changed()
  }

  private async send(transport: OutboxTransport<Result>, op: OutboxOp): Promise<Result> {
    if (op.kind === 'ball') return transport.sendBall(this.matchId, op.ball)
    if (op.kind === 'undo') return transport.sendUndo(this.matchId, op.target)
    return transport.sendServer(this.matchId, op.change)
  }

  /**
   * Starts sending in a task of its own, so the tap that queued the operation is painted first: starting a request
   * (and writing the queue again as it leaves) took a tenth of the tap's time on a throttled phone (ADR 0040).
   */
  private pumpSoon() {
    if (this.pumpQueued) return
    this.pumpQueued = true
    setTimeout(() => {
      this.pumpQueued = false
      void this.pump()
    }, 0)
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
          const result = await this.send(transport, op)
          if (this.disposed) return
          this.remove(op.id)
          this.settle()
          this.lastSyncAt = Date.now()
          this.changed()
          for (const events of this.eventListeners) events.confirmed?.(result, op)
        } catch (error) {
          if (this.disposed) return
          const unnamedUndo = op.kind === 'undo' && op.target === null
          if (!unnamedUndo && isRetriable(error)) {
            this.sendingId = null
            this.failing = true
            this.retryAt = Date.now() + backoffDelay(op.attempts)
            this.changed()
            await this.sleep(backoffDelay(op.attempts))
            continue
          }
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
    return {
      ops: [...this.ops],
      sendingId: this.sendingId,
      failing: this.failing,
      retryAt: this.retryAt,
      lastSyncAt: this.lastSyncAt,
      conflicts: [...this.conflicts],
    }
  }

  private persist() {
    if (this.disposed) return
    try {
      if (this.ops.length === 0 && this.conflicts.length === 0) localStorage.removeItem(storageKey(this.matchId))
      else {
        // The Stored record, with `seen` (up to SEEN_KEPT whole matches) spliced in as already serialised.
        const record: Omit<Stored, 'seen'> = { ops: this.ops, conflicts: this.conflicts, lastSyncAt: this.lastSyncAt }
        const json = JSON.stringify(record)
        localStorage.setItem(storageKey(this.matchId), `${json.slice(0, -1)},"seen":${this.seenJson}}`)
      }
    } catch {
      // storage full or unavailable: the queue still lives in memory
    }
  }

  private changed() {
    this.persist()
    this.snapshot = this.makeSnapshot()
    for (const listener of this.listeners) listener()
  }
}

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

/**
 * What the coach sees of the queue: the confirmed points still standing (the count minus the undos of confirmed
 * points waiting) and the client_ids of the points waiting, in order.
 */
export function visiblePoints(
  ops: readonly OutboxOp[],
  confirmedCount: number,
): { confirmed: number; pending: string[] } {
  const pending: string[] = []
  let confirmed = confirmedCount
  for (const op of ops) {
    if (op.kind === 'ball') pending.push(op.id)
    else if (op.kind === 'undo') {
      const at = op.target === null ? -1 : pending.lastIndexOf(op.target)
      if (at >= 0) pending.splice(at, 1)
      else if (op.target === null && pending.length > 0) pending.pop()
      else confirmed -= 1
    }
  }
  return { confirmed: Math.max(confirmed, 0), pending }
}

/** A step the score should already show: a point won, or a server change. */
export type PendingStep = { winner: Team } | { server: UpdateServerInput }

/**
 * The steps the score should already show, and the undos of confirmed points waiting (see predict). Points removed by
 * an undo in the queue are left out.
 */
export function pendingEffect(ops: readonly OutboxOp[]): { steps: PendingStep[]; undos: number } {
  const undone = new Set<string>()
  let undos = 0
  const ballIds = new Set(ops.flatMap((op) => (op.kind === 'ball' ? [op.id] : [])))
  for (const op of ops) {
    if (op.kind !== 'undo') continue
    if (op.target !== null && ballIds.has(op.target)) undone.add(op.target)
    else undos += 1
  }
  const steps: PendingStep[] = []
  for (const op of ops) {
    if (op.kind === 'ball' && !undone.has(op.id)) steps.push({ winner: op.winnerTeam })
    else if (op.kind === 'server') {
      const { at_point: _, ...server } = op.change
      steps.push({ server: server as UpdateServerInput })
    }
  }
  return { steps, undos }
}
