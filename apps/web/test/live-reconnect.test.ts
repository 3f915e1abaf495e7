import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reopenSoon, reopenWhenOnline, type ReopenableConnection } from '@/lib/live-reconnect'

/** A connection whose server is down for the first `failures` opens. */
function connection(failures: number) {
  let state: 'closed' | 'connecting' | 'open' = 'closed'
  let running = true
  const opens: number[] = []
  const conn: ReopenableConnection = {
    isActive: () => state !== 'closed',
    isOpen: () => state === 'open',
    open: () => {
      opens.push(Date.now())
      state = 'connecting'
      // The attempt settles a little later: refused while the server is down, open once it is back.
      setTimeout(() => (state = opens.length > failures ? 'open' : 'closed'), 50)
      return true
    },
    monitor: { isRunning: () => running },
  }
  return { conn, opens, stop: () => (running = false) }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(0)
})
afterEach(() => vi.useRealTimers())

describe('reopenSoon (a dropped live socket comes back in seconds, not after the monitor’s 6–14 s)', () => {
  it('tries after 500 ms, then 1, 2, 4, 4 s, and stops once open', async () => {
    const { conn, opens } = connection(4)
    reopenSoon(conn)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(opens).toEqual([500, 1500, 3500, 7500, 11500])
    expect(conn.isOpen()).toBe(true)
  })

  it('is open within a second when another instance answers at once', async () => {
    const { conn, opens } = connection(0)
    reopenSoon(conn)
    await vi.advanceTimersByTimeAsync(1000)
    expect(opens).toEqual([500])
    expect(conn.isOpen()).toBe(true)
  })

  it('never opens a socket the app closed on purpose (logout, reconnect: false) or after cancel', async () => {
    const stopped = connection(0)
    reopenSoon(stopped.conn)
    stopped.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stopped.opens).toEqual([])

    const cancelled = connection(0)
    const cancel = reopenSoon(cancelled.conn)
    cancel()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(cancelled.opens).toEqual([])
  })
})

describe('reopenWhenOnline (the network back means the socket back, not the monitor’s next poll)', () => {
  const online = () => window.dispatchEvent(new Event('online'))

  it('opens a socket that failed while offline as soon as the browser reports the network back', async () => {
    const { conn, opens } = connection(0)
    const remove = reopenWhenOnline(conn)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(opens).toEqual([])
    vi.setSystemTime(20_000)
    online()
    await vi.advanceTimersByTimeAsync(100)
    expect(opens).toEqual([20_000])
    expect(conn.isOpen()).toBe(true)
    remove()
  })

  it('keeps trying after 500 ms, 1, 2 s when the first try fails (the network not quite up yet)', async () => {
    const { conn, opens } = connection(2)
    const remove = reopenWhenOnline(conn)
    online()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(opens).toEqual([0, 500, 1500])
    expect(conn.isOpen()).toBe(true)
    remove()
  })

  it('leaves a socket that is open or connecting alone', async () => {
    const { conn, opens } = connection(0)
    const remove = reopenWhenOnline(conn)
    online()
    online()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(opens).toHaveLength(1)
    remove()
  })

  it('never opens a socket the app closed on purpose, nor after its removal', async () => {
    const stopped = connection(0)
    const removeStopped = reopenWhenOnline(stopped.conn)
    stopped.stop()
    online()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stopped.opens).toEqual([])
    removeStopped()

    const removed = connection(0)
    const remove = reopenWhenOnline(removed.conn)
    online()
    remove()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(removed.opens).toEqual([])
  })
})
