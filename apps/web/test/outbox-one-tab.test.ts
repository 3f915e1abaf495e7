import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Team } from '@courtside/domain'
import { ApiError } from '@/lib/api-error'
import { Outbox, storageKey, type OutboxTransport } from '@/features/scoring/lib/outbox'
import type { QueueLocks } from '@/features/scoring/lib/outbox-lock'

// One tab of the browser records a match at a time (ADR 0083). Two Outbox objects on one localStorage are two tabs;
// the Locks API is a small model of the browser's: a steal takes the lock and rejects the holder's request.

const MATCH = 11

class ModelLocks implements QueueLocks {
  private holders = new Map<string, object>()
  stolen = 0

  request(
    name: string,
    options: { steal?: boolean; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<void> {
    if (this.holders.has(name) && !options.steal) return callback(null)
    return new Promise<void>((resolve, reject) => {
      const me = { reject }
      const current = this.holders.get(name) as { reject(error: unknown): void } | undefined
      if (current) {
        this.stolen += 1
        current.reject(new DOMException('The lock was stolen', 'AbortError'))
      }
      this.holders.set(name, me)
      void callback({ name }).then(() => {
        if (this.holders.get(name) === me) this.holders.delete(name)
        resolve()
      })
    })
  }
}

const offline: OutboxTransport = {
  sendBall: () => Promise.reject(new TypeError('Failed to fetch')),
  sendUndo: () => Promise.reject(new TypeError('Failed to fetch')),
  sendServer: () => Promise.reject(new TypeError('Failed to fetch')),
}
const point = (id: string, team: Team) =>
  [{ client_id: id, point_type: 'other' as const, winner_team: team, finisher_id: null }, team] as const
const ids = (outbox: Outbox) => outbox.getSnapshot().ops.map((op) => op.id)
const storedIds = () =>
  (JSON.parse(localStorage.getItem(storageKey(MATCH)) ?? '{"ops":[]}') as { ops: { id: string }[] }).ops.map(
    (op) => op.id,
  )
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let tabs: Outbox[] = []
async function tab(take = true): Promise<Outbox> {
  const outbox = new Outbox(MATCH)
  tabs.push(outbox)
  outbox.attach(offline)
  outbox.claim(take)
  await settle()
  return outbox
}

let locks: ModelLocks
beforeEach(() => {
  locks = new ModelLocks()
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
})
afterEach(() => {
  for (const outbox of tabs) outbox.dispose()
  tabs = []
  delete (navigator as { locks?: unknown }).locks
  localStorage.clear()
})

describe('one tab records a match at a time (ADR 0083)', () => {
  it('the tab that takes the queue reads the other’s points; the other queues nothing until it takes it back', async () => {
    const first = await tab()
    first.enqueueBall(...point('a1', 0))
    first.enqueueBall(...point('a2', 0))
    const second = await tab()
    expect(first.getSnapshot().elsewhere).toBe(true)
    expect(second.getSnapshot().elsewhere).toBe(false)
    expect(ids(second)).toEqual(['a1', 'a2'])

    first.enqueueBall(...point('lost', 1))
    expect(first.undo(0, () => null)).toBe('elsewhere')
    expect(ids(first)).toEqual(['a1', 'a2'])
    second.enqueueBall(...point('b1', 1))
    expect(storedIds()).toEqual(['a1', 'a2', 'b1'])

    first.claim(true)
    await settle()
    expect(second.getSnapshot().elsewhere).toBe(true)
    expect(ids(first)).toEqual(['a1', 'a2', 'b1'])
    expect(locks.stolen).toBe(2)
  })

  it('a tap made before the hold came goes after what the other tab stored meanwhile', async () => {
    const first = await tab()
    first.enqueueBall(...point('a1', 0))
    const second = new Outbox(MATCH)
    tabs.push(second)
    second.attach(offline)
    second.enqueueBall(...point('b0', 1))
    first.enqueueBall(...point('a2', 0))
    expect(storedIds()).toEqual(['a1', 'a2'])
    second.claim(true)
    await settle()
    expect(ids(second)).toEqual(['a1', 'a2', 'b0'])
    expect(storedIds()).toEqual(['a1', 'a2', 'b0'])
  })

  it('a point undone in one tab before it was sent is not sent again by the other', async () => {
    const first = await tab()
    first.enqueueBall(...point('a1', 0))
    first.enqueueBall(...point('a2', 0))
    const second = await tab()
    expect(ids(second)).toEqual(['a1', 'a2'])
    first.claim(true)
    await settle()
    expect(first.undo(0, () => null)).toBe('cancelled')
    expect(storedIds()).toEqual(['a1'])
    second.claim(true)
    await settle()
    expect(ids(second)).toEqual(['a1'])
  })

  it('a refusal dismissed in one tab stays dismissed when the other takes the queue back', async () => {
    const first = await tab()
    first.attach({
      ...offline,
      sendBall: () => Promise.reject(new ApiError('Match is over', 422, undefined, 'matchOver')),
    })
    first.enqueueBall(...point('refused', 0))
    await settle()
    await settle()
    expect(first.getSnapshot().conflicts.map((c) => c.op.id)).toEqual(['refused'])
    const second = await tab()
    expect(second.getSnapshot().conflicts.map((c) => c.op.id)).toEqual(['refused'])
    second.dismissConflicts()
    first.claim(true)
    await settle()
    expect(first.getSnapshot().conflicts).toEqual([])
    expect(first.getSnapshot().ops).toEqual([])
  })

  it('the background drain holds a queue only when no tab does, and sends what a closed tab left', async () => {
    const recorder = await tab()
    recorder.enqueueBall(...point('a1', 0))
    const drain = await tab(false)
    expect(drain.getSnapshot().elsewhere).toBe(false)
    expect(recorder.getSnapshot().elsewhere).toBe(false)
    expect(locks.stolen).toBe(0)

    // The recording tab closes with a point left: the drain's next round holds the queue and has the point.
    recorder.dispose()
    await settle()
    drain.claim()
    await settle()
    expect(ids(drain)).toEqual(['a1'])
    expect(drain.getSnapshot().ops[0]?.attempts).toBeGreaterThan(1)
  })
})
