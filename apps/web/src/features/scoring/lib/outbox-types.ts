import type { CreateBallInput, UpdateServerInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'

/** One operation of the queue; each names what it changes, so a second send changes the match once (see outbox.ts). */
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
  /** Another tab of this browser records this match now (ADR 0083): nothing is queued or sent here. */
  elsewhere: boolean
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
