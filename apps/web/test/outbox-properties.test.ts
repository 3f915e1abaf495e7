import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CreateBallInput, UpdateServerInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { ApiError } from '@/lib/api-error'
import {
  outboxFor,
  resetOutboxes,
  storageKey,
  visiblePoints,
  type OutboxTransport,
} from '@/features/scoring/lib/outbox'

// ADR 0038: any interleaving of taps, undos, server changes, lost answers, duplicated sends and reloads ends with the
// server holding exactly the points the coach intended, once each, in order. The server here is a model of the API's
// promises (ADR 0038): a client_id records once and is spent when removed, an undo names its point, a server change
// names its point count.

const MATCH = 7

interface ModelResult {
  count: number
  ball?: { seq: number; client_id: string }
}

class ModelServer {
  ids: string[] = []
  removed = new Set<string>()
  changes: { at: number; player: number }[] = []

  ball(clientId: string): ModelResult {
    const at = this.ids.indexOf(clientId)
    if (at >= 0) return { count: this.ids.length, ball: { seq: at + 1, client_id: clientId } }
    if (this.removed.has(clientId)) throw new ApiError('removed', 409, undefined, 'pointRemoved')
    this.ids.push(clientId)
    return { count: this.ids.length, ball: { seq: this.ids.length, client_id: clientId } }
  }

  undo(target: string | null): ModelResult {
    if (target === null) throw new Error('the queue must always name its undo here')
    if (this.ids.at(-1) === target) this.removed.add(this.ids.pop()!)
    else if (this.ids.includes(target)) throw new ApiError('not last', 409, undefined, 'notLastPoint')
    return { count: this.ids.length }
  }

  server(change: UpdateServerInput & { at_point: number }): ModelResult {
    if (change.at_point !== this.ids.length) throw new ApiError('outdated', 409, undefined, 'serverChangeOutdated')
    const player = 'player_id' in change ? change.player_id : change.server_order[0]!
    const last = this.changes.at(-1)
    if (!(last && last.at === change.at_point && last.player === player))
      this.changes.push({ at: change.at_point, player })
    return { count: this.ids.length }
  }
}

type Fault = 'ok' | 'failBefore' | 'lostAnswer' | 'duplicate' | 'serverError'
type Action =
  | { kind: 'tap'; team: Team }
  | { kind: 'undo' }
  | { kind: 'server'; player: number }
  | { kind: 'reload' }
  | { kind: 'drain' }

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<Team>(0, 1).map((team) => ({ kind: 'tap' as const, team })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constantFrom(101, 102, 103, 104).map((player) => ({ kind: 'server' as const, player })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'drain' as const }) },
)
const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'ok', 'failBefore', 'lostAnswer', 'duplicate', 'serverError')

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  resetOutboxes()
  localStorage.clear()
})

async function run(actions: Action[], faults: Fault[]) {
  const server = new ModelServer()
  let sends = 0
  const faulty =
    <A extends unknown[]>(apply: (...args: A) => ModelResult) =>
    async (...args: A): Promise<ModelResult> => {
      // The network misbehaves for the first sends, then recovers (the drain at the end must be able to finish).
      const fault = faults[sends++] ?? 'ok'
      if (fault === 'failBefore') throw new TypeError('Failed to fetch')
      if (fault === 'serverError') throw new ApiError('Service unavailable', 503)
      const result = apply(...args)
      if (fault === 'lostAnswer') throw new TypeError('network dropped the answer')
      if (fault === 'duplicate') return apply(...args)
      return result
    }
  const transport: OutboxTransport<ModelResult> = {
    sendBall: faulty((_: number, ball: CreateBallInput & { client_id: string }) => server.ball(ball.client_id)),
    sendUndo: faulty((_: number, target: string | null) => server.undo(target)),
    sendServer: faulty((_: number, change: UpdateServerInput & { at_point: number }) => server.server(change)),
  }

  // What the page knows: the confirmed count and client_ids from answers (the recorder's cache, kept by a reload).
  let confirmedCount = 0
  const known = new Map<number, string>()
  const intended: string[] = []
  let counter = 0

  const open = () => {
    const outbox = outboxFor<ModelResult>(MATCH)
    outbox.on({
      confirmed: (result) => {
        confirmedCount = result.count
        for (const seq of [...known.keys()]) if (seq > result.count) known.delete(seq)
        if (result.ball) known.set(result.ball.seq, result.ball.client_id)
      },
    })
    outbox.attach(transport)
    return outbox
  }
  const drain = async (outbox: ReturnType<typeof open>) => {
    for (let i = 0; i < 200 && outbox.getSnapshot().ops.length > 0; i++) {
      await tick()
      outbox.retryNow()
    }
  }

  let outbox = open()
  for (const action of actions) {
    if (action.kind === 'tap') {
      const id = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`
      outbox.enqueueBall(
        { client_id: id, point_type: 'other', winner_team: action.team, finisher_id: null },
        action.team,
      )
      intended.push(id)
    } else if (action.kind === 'undo') {
      const result = outbox.undo(confirmedCount, (seq) => known.get(seq) ?? null)
      if (intended.length > 0) intended.pop()
      else expect(result).toBe('nothing')
    } else if (action.kind === 'server') {
      const seen = confirmedCount + 0
      const view = visiblePoints(outbox.getSnapshot().ops, seen)
      outbox.enqueueServer({ player_id: action.player }, view.confirmed + view.pending.length)
    } else if (action.kind === 'reload') {
      resetOutboxes()
      outbox = open()
    } else {
      await tick()
    }
    // What the coach sees always equals what they meant.
    const view = visiblePoints(outbox.getSnapshot().ops, confirmedCount)
    expect(view.confirmed + view.pending.length).toBe(intended.length)
  }
  await drain(outbox)
  return { server, outbox, intended }
}

describe('the recorder queue under faults (fast-check)', () => {
  it('ends with exactly the intended points, once each, in order, and refuses nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { maxLength: 40 }),
        fc.array(faultArb, { maxLength: 30 }),
        async (actions, faults) => {
          resetOutboxes()
          localStorage.clear()
          const { server, outbox, intended } = await run(actions, faults)
          expect(outbox.getSnapshot().ops).toEqual([])
          expect(outbox.getSnapshot().conflicts).toEqual([])
          expect(server.ids).toEqual(intended)
          // A server change lands once, whatever the retries.
          const keys = server.changes.map((c) => `${c.at}:${c.player}`)
          for (let i = 1; i < keys.length; i++) expect(keys[i]).not.toBe(keys[i - 1])
          expect(localStorage.getItem(storageKey(MATCH))).toBeNull()
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a reload in the middle of a send whose answer was lost sends it again, never twice in effect', async () => {
    const { server, intended } = await run(
      [{ kind: 'tap', team: 0 }, { kind: 'reload' }, { kind: 'undo' }, { kind: 'tap', team: 1 }, { kind: 'reload' }],
      ['lostAnswer', 'duplicate', 'ok'],
    )
    expect(server.ids).toEqual(intended)
    expect(intended).toHaveLength(1)
  })
})
