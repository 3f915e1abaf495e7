import type { CreateBallInput, UpdateServerInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { visiblePoints } from './outbox-pending'
import { backoffDelay, isRetriable } from './outbox-retry'
import { holdQueue, type QueueHold } from './outbox-lock'
import { OutboxState } from './outbox-state'
import type { OutboxOp, OutboxTransport } from './outbox-types'

let opCounter = 0
const newOpId = (kind: string) => `${kind}-${Date.now()}-${++opCounter}-${Math.random().toString(36).slice(2)}`

/** One match's outbox: what the coach queues, sent strictly in order, one at a time, retried with backoff. */
export class Outbox<Result = unknown> extends OutboxState<Result> {
  private timer: ReturnType<typeof setTimeout> | null = null
  private wake: (() => void) | null = null
  private running = false
  /** A send is already set to start in a task of its own: more taps before it runs need no timer of their own. */
  private pumpQueued = false
  private transport: OutboxTransport<Result> | null = null
  private hold: QueueHold | null = null
  /** The latest request for the queue: an older one's answer or loss no longer counts. */
  private claims = 0
  private claiming = false

  /**
   * Asks to hold this match's queue for this page (ADR 0083). `take`: the recorder on screen takes it from another
   * tab; otherwise only if no tab holds it (the background drain). Once held, what is stored is read and sent.
   */
  claim(take = false): void {
    if (this.disposed || this.held || (this.claiming && !take)) return
    const claim = ++this.claims
    this.claiming = true
    this.hold = holdQueue(this.matchId, take, () => {
      if (claim === this.claims) this.lose()
    })
    void this.hold.granted.then((held) => {
      if (claim !== this.claims || this.disposed) return
      this.claiming = false
      if (!held) return
      this.held = true
      this.elsewhere = false
      this.readStored()
      this.changed()
      void this.pump()
    })
  }

  /** Attaches the senders and starts sending what is queued. */
  attach(transport: OutboxTransport<Result> | null): void {
    this.transport = transport
    if (transport) void this.pump()
  }

  enqueueBall(ball: CreateBallInput & { client_id: string }, winnerTeam: Team): void {
    // Another tab records this match: what this page shows may be behind it (the recorder offers to take over).
    if (this.elsewhere) return
    this.ops.push({ kind: 'ball', id: ball.client_id, ball, winnerTeam, attempts: 0, queuedAt: Date.now() })
    this.changed()
    this.pumpSoon()
  }

  /**
   * Undo of the last point as the coach sees it. A point still waiting on the device and never sent is removed there,
   * with the API never called; otherwise an undo naming the point is queued. `confirmedAt(n)` gives the
   * client_id of the confirmed point at 1-based position n (null when unknown). Returns what happened.
   */
  undo(
    confirmedCount: number,
    confirmedAt: (seq: number) => string | null,
  ): 'cancelled' | 'queued' | 'nothing' | 'elsewhere' {
    if (this.elsewhere) return 'elsewhere'
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
    if (this.elsewhere) return
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
    this.hold?.release()
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.transport = null
    const wake = this.wake
    this.wake = null
    wake?.()
  }

  /** Another tab took the queue: nothing more is written or sent from here (a send on its way still finishes). */
  private lose() {
    this.rememberWritten()
    this.held = false
    this.elsewhere = true
    this.claiming = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const wake = this.wake
    this.wake = null
    wake?.()
    this.changed()
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
      while (this.transport && this.held && this.ops.length > 0) {
        const op = this.ops[0] as OutboxOp
        const transport = this.transport
        this.sendingId = op.id
        op.attempts += 1
        this.changed()
        try {
          const result = await this.send(transport, op)
          if (this.disposed) return
          this.confirm(op, result)
        } catch (error) {
          if (this.disposed) return
          const unnamedUndo = op.kind === 'undo' && op.target === null
          if (!unnamedUndo && isRetriable(error)) {
            this.fail(Date.now() + backoffDelay(op.attempts))
            await this.sleep(backoffDelay(op.attempts))
            continue
          }
          this.refuse(op, error)
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
}
