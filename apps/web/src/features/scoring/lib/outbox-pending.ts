import type { UpdateServerInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import type { OutboxOp } from './outbox-types'

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

/** A step the score should already show: a point won (with its tap time, a timed match's clock), or a server change. */
export type PendingStep = { winner: Team; at: number } | { server: UpdateServerInput }

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
    if (op.kind === 'ball' && !undone.has(op.id))
      steps.push({ winner: op.winnerTeam, at: (op.ball.tapped_at && Date.parse(op.ball.tapped_at)) || op.queuedAt })
    else if (op.kind === 'server') {
      const { at_point: _, ...server } = op.change
      steps.push({ server: server as UpdateServerInput })
    }
  }
  return { steps, undos }
}
