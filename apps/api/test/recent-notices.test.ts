import { describe, expect, it } from 'vitest'
import { createRecentNotices } from '../src/live/recent-notices.ts'

/** The catch-up's memory (docs/decisions/0078-a-new-subscription-catches-up.md), on a clock the test moves. */
function memory(maxEntries = 10) {
  const clock = { now: 1_000_000 }
  const recent = createRecentNotices({ windowMs: 30_000, maxEntries, now: () => clock.now })
  return { clock, recent }
}
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, seconds)).toISOString()

describe('the notices of the last window', () => {
  it('knows nothing for sure until it was seeded, then keeps each match once with its newest time', () => {
    const { clock, recent } = memory()
    recent.heardMatch(1, at(1))
    expect(recent.recent().complete).toBe(false)
    recent.seed({ matches: [{ id: 2, updatedAt: new Date(at(0)) }], evenings: [{ organizationId: 7, sessionId: 3 }] })
    recent.heardMatch(1, at(5))
    // An older time heard later (another instance's notice, the seed) does not go back.
    recent.heardMatch(1, at(4))
    recent.seed({ matches: [{ id: 1, updatedAt: new Date(at(2)) }], evenings: [] })
    const changes = recent.recent()
    expect(changes.complete).toBe(true)
    expect([...changes.matches]).toEqual([
      [2, at(0)],
      [1, at(5)],
    ])
    expect(changes.evenings).toEqual([{ organizationId: 7, sessionId: 3 }])
    expect(recent.recentMatch(1)).toEqual({ complete: true, updatedAt: at(5) })
    expect(recent.recentMatch(9)).toEqual({ complete: true, updatedAt: null })

    // A window later all of it is forgotten, and that is still complete: nothing changed meanwhile.
    clock.now += 30_001
    expect(recent.recent()).toMatchObject({ complete: true, matches: new Map(), evenings: [] })
  })

  it('is incomplete while a window reaches back to something it had to drop for room', () => {
    const { clock, recent } = memory(3)
    recent.seed({ matches: [], evenings: [] })
    for (const id of [1, 2, 3]) {
      recent.heardMatch(id, at(id))
      clock.now += 1_000
    }
    expect(recent.recent().complete).toBe(true)
    recent.heardWall(5) // the fourth entry: match 1 goes
    expect(recent.recent()).toMatchObject({
      complete: false,
      matches: new Map([
        [2, at(2)],
        [3, at(3)],
      ]),
    })
    expect(recent.recentMatch(2).complete).toBe(false)
    // Once the dropped notice is older than the window, what is kept is everything again.
    clock.now += 27_000
    expect(recent.recent().complete).toBe(true)
  })

  it('is incomplete from a lost LISTEN connection to the next seed, and for walls a window longer', () => {
    const { clock, recent } = memory()
    recent.seed({ matches: [], evenings: [] })
    expect(recent.recent()).toMatchObject({ complete: true, wallsComplete: false })
    clock.now += 30_000
    expect(recent.recent()).toMatchObject({ complete: true, wallsComplete: true })
    recent.heardWall(4)
    expect(recent.recent().walls).toEqual(new Set([4]))
    recent.forgetSeed()
    expect(recent.recent()).toMatchObject({ complete: false, wallsComplete: false })
    recent.seed({ matches: [], evenings: [] })
    expect(recent.recent()).toMatchObject({ complete: true, wallsComplete: false })
  })
})
