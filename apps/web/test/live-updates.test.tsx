import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { Consumer } from '@rails/actioncable'
import { LIVE_CATCH_UP } from '@courtside/contracts'
import {
  closeLiveSocket,
  followMatchUpdates,
  MATCHES_CHANNEL,
  SOCKET_SETTINGS,
  subscribeToMatchUpdates,
} from '@/lib/socket'
import * as ActionCable from '@rails/actioncable'
// The live wiring is app/ code; the test drives it through its exported handlers like the socket would.
import { handleLiveData, watchArrivingMatches } from '@/app/live/live-updates'

const T0 = Date.parse('2026-05-01T10:00:00.000Z')

const iso = (time: number) => new Date(time).toISOString()

/** The cache as a device whose clock runs `skew` ms off the server's holds it: server times in the data. */
function seededClient(skew = 0) {
  const client = new QueryClient()
  const match = (id: number) => ({ id, updated_at: iso(T0 - 10_000), balls_updated_at: iso(T0) })
  client.setQueryData(['matches', 'detail', 41], match(41), { updatedAt: T0 + skew })
  client.setQueryData(['matches', 'balls', 41], [], { updatedAt: T0 + skew })
  client.setQueryData(['matches', 'detail', 42], match(42), { updatedAt: T0 + skew })
  client.setQueryData(['matches', 'list', { page: 1 }], { matches: [] }, { updatedAt: T0 + 60_000 })
  client.setQueryData(['dashboard', 'summary'], {}, { updatedAt: T0 + 60_000 })
  return client
}

const invalidated = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated ?? false

describe('live updates', () => {
  afterEach(() => closeLiveSocket())

  it('invalidates the match and its balls when the cache is older than the message', () => {
    const client = seededClient()
    handleLiveData(client, { type: 'match_updated', match_id: 41, updated_at: new Date(T0 + 5000).toISOString() })
    expect(invalidated(client, ['matches', 'detail', 41])).toBe(true)
    expect(invalidated(client, ['matches', 'balls', 41])).toBe(true)
    expect(invalidated(client, ['matches', 'detail', 42])).toBe(false)
    expect(invalidated(client, ['matches', 'list', { page: 1 }])).toBe(true)
    expect(invalidated(client, ['dashboard', 'summary'])).toBe(true)
  })

  it('leaves a cache that is as new as the message alone, but still refreshes lists and the dashboard', () => {
    const client = seededClient()
    handleLiveData(client, { type: 'match_updated', match_id: 41, updated_at: new Date(T0 - 1000).toISOString() })
    expect(invalidated(client, ['matches', 'detail', 41])).toBe(false)
    expect(invalidated(client, ['matches', 'balls', 41])).toBe(false)
    expect(invalidated(client, ['matches', 'list', { page: 1 }])).toBe(true)
    expect(invalidated(client, ['dashboard', 'summary'])).toBe(true)
  })

  for (const [label, skew] of [
    ['two minutes ahead', 120_000],
    ['two minutes behind', -120_000],
  ] as const) {
    it(`decides by server times alone when the device clock runs ${label}`, () => {
      const newer = seededClient(skew)
      handleLiveData(newer, { type: 'match_updated', match_id: 41, updated_at: iso(T0 + 5000) })
      expect(invalidated(newer, ['matches', 'detail', 41])).toBe(true)
      expect(invalidated(newer, ['matches', 'balls', 41])).toBe(true)

      const older = seededClient(skew)
      handleLiveData(older, { type: 'match_updated', match_id: 41, updated_at: iso(T0 - 1000) })
      expect(invalidated(older, ['matches', 'detail', 41])).toBe(false)
      expect(invalidated(older, ['matches', 'balls', 41])).toBe(false)
    })
  }

  it('refetches a match it has no server time for', () => {
    const client = new QueryClient()
    client.setQueryData(['matches', 'balls', 43], [], { updatedAt: T0 + 120_000 })
    handleLiveData(client, { type: 'match_updated', match_id: 43, updated_at: iso(T0) })
    expect(invalidated(client, ['matches', 'balls', 43])).toBe(true)
  })

  it("compares a notice heard during the match's first fetch with its answer, without cancelling it", async () => {
    const client = new QueryClient()
    const stop = watchArrivingMatches(client)
    const firstFetch = (id: number, answeredAt: number) => {
      let answer: (data: unknown) => void = () => {}
      const queryFn = vi.fn(() => new Promise((resolve) => (answer = resolve)))
      const done = client.fetchQuery({ queryKey: ['matches', 'detail', id], queryFn })
      return { queryFn, done, answer: () => answer({ id, updated_at: iso(answeredAt), balls_updated_at: null }) }
    }

    // The answer was read before the change: asked again once it arrives.
    const before = firstFetch(45, T0 - 1000)
    handleLiveData(client, { type: 'match_updated', match_id: 45, updated_at: iso(T0) })
    expect(invalidated(client, ['matches', 'detail', 45])).toBe(false)
    before.answer()
    await before.done
    expect(before.queryFn).toHaveBeenCalledTimes(1)
    expect(invalidated(client, ['matches', 'detail', 45])).toBe(true)

    // The answer already holds the change (a page opened just after it): nothing more to ask.
    const after = firstFetch(46, T0)
    handleLiveData(client, { type: 'match_updated', match_id: 46, updated_at: iso(T0) })
    after.answer()
    await after.done
    expect(after.queryFn).toHaveBeenCalledTimes(1)
    expect(invalidated(client, ['matches', 'detail', 46])).toBe(false)

    // The balls answered first (the page's two first requests): the notice waits for the match all the same, and the
    // balls are not asked again when the match holds the change.
    client.setQueryData(['matches', 'balls', 48], [])
    const ballsFirst = firstFetch(48, T0)
    handleLiveData(client, { type: 'match_updated', match_id: 48, updated_at: iso(T0) })
    expect(invalidated(client, ['matches', 'balls', 48])).toBe(false)
    ballsFirst.answer()
    await ballsFirst.done
    expect(invalidated(client, ['matches', 'balls', 48])).toBe(false)
    expect(invalidated(client, ['matches', 'detail', 48])).toBe(false)
    // …and both are when it does not.
    client.setQueryData(['matches', 'balls', 49], [])
    const ballsFirstOlder = firstFetch(49, T0 - 1000)
    handleLiveData(client, { type: 'match_updated', match_id: 49, updated_at: iso(T0) })
    ballsFirstOlder.answer()
    await ballsFirstOlder.done
    expect(invalidated(client, ['matches', 'balls', 49])).toBe(true)
    expect(invalidated(client, ['matches', 'detail', 49])).toBe(true)

    // Without the watch, the notice set aside is never settled: the watch is what asks again.
    stop()
    const unwatched = firstFetch(47, T0 - 1000)
    handleLiveData(client, { type: 'match_updated', match_id: 47, updated_at: iso(T0) })
    unwatched.answer()
    await unwatched.done
    expect(invalidated(client, ['matches', 'detail', 47])).toBe(false)
  })

  it('refetches every cached match, its balls, the lists and the dashboard on a resync, whatever their age', () => {
    const client = seededClient()
    client.setQueryData(['players', 'list'], [], { updatedAt: T0 })
    handleLiveData(client, { type: 'resync' })
    for (const key of [
      ['matches', 'detail', 41],
      ['matches', 'balls', 41],
      ['matches', 'detail', 42],
      ['matches', 'list', { page: 1 }],
      ['dashboard', 'summary'],
    ])
      expect(invalidated(client, key)).toBe(true)
    expect(invalidated(client, ['players', 'list'])).toBe(false)
  })

  it("refetches an evening and its organization's list when the evening changed, and nothing else", () => {
    const client = seededClient()
    client.setQueryData(['social-sessions', 7, 'detail', 31], {}, { updatedAt: T0 + 60_000 })
    client.setQueryData(['social-sessions', 7, 'list', 1], {}, { updatedAt: T0 + 60_000 })
    client.setQueryData(['social-sessions', 8, 'detail', 32], {}, { updatedAt: T0 + 60_000 })
    handleLiveData(client, { type: 'social_session_updated', organization_id: 7, session_id: 31 })
    expect(invalidated(client, ['social-sessions', 7, 'detail', 31])).toBe(true)
    expect(invalidated(client, ['social-sessions', 7, 'list', 1])).toBe(true)
    expect(invalidated(client, ['social-sessions', 8, 'detail', 32])).toBe(false)
    expect(invalidated(client, ['matches', 'detail', 41])).toBe(false)
    expect(invalidated(client, ['dashboard', 'summary'])).toBe(false)
    // A resync (notices may have been missed) refetches every evening too.
    handleLiveData(client, { type: 'resync' })
    expect(invalidated(client, ['social-sessions', 8, 'detail', 32])).toBe(true)
  })

  it('ignores anything that is not a well-formed message', () => {
    const client = seededClient()
    handleLiveData(client, { type: 'ping', message: 1 })
    handleLiveData(client, { type: 'match_updated', match_id: 'x' })
    handleLiveData(client, { type: 'social_session_updated', organization_id: '7', session_id: 31 })
    expect(invalidated(client, ['matches', 'detail', 41])).toBe(false)
    expect(invalidated(client, ['dashboard', 'summary'])).toBe(false)
  })

  it('skips the subscription with a warning when the socket is not connected', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(subscribeToMatchUpdates(() => {}, null)).toBeNull()
    const closed = {
      connection: { isActive: () => false, isOpen: () => false },
      subscriptions: { create: vi.fn() },
    } as unknown as Consumer
    expect(subscribeToMatchUpdates(() => {}, closed)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toMatch(/not connected/)
    expect(closed.subscriptions.create as ReturnType<typeof vi.fn>).not.toHaveBeenCalled()
  })

  it('subscribes to AuthenticatedMatchesChannel without parameters and hands messages on', () => {
    const unsubscribe = vi.fn()
    type Mixin = { received(data: unknown): void; connected(details?: { reconnected?: boolean }): void }
    let mixin: Mixin | undefined
    const create = vi.fn((_channel: unknown, m: Mixin) => {
      mixin = m
      return { unsubscribe }
    })
    const open = {
      connection: { isActive: () => true, isOpen: () => true },
      subscriptions: { create },
    } as unknown as Consumer
    const onMessage = vi.fn()
    const stop = subscribeToMatchUpdates(onMessage, open)
    expect(create).toHaveBeenCalledWith(MATCHES_CHANNEL, expect.any(Object))
    expect(create.mock.calls[0]?.[0]).toBe('AuthenticatedMatchesChannel')
    mixin?.received({ type: 'match_updated', match_id: 41, updated_at: '2026-05-01T10:00:05.000Z' })
    expect(onMessage).toHaveBeenCalledWith({
      type: 'match_updated',
      match_id: 41,
      updated_at: '2026-05-01T10:00:05.000Z',
    })
    // The first confirmation is not a resync; a confirmation after the socket came back is (ADR 0022).
    onMessage.mockClear()
    mixin?.connected({ reconnected: false })
    expect(onMessage).not.toHaveBeenCalled()
    mixin?.connected({ reconnected: true })
    expect(onMessage).toHaveBeenCalledWith({ type: 'resync' })
    stop?.()
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('resyncs by itself when the first confirmation came later than the server catches up for', () => {
    type Mixin = { connected(details?: { reconnected?: boolean }): void }
    const subscribe = () => {
      let mixin: Mixin | undefined
      const open = {
        connection: { isActive: () => true, isOpen: () => true },
        subscriptions: {
          create: (_channel: unknown, m: Mixin) => {
            mixin = m
            return { unsubscribe: () => {} }
          },
        },
      } as unknown as Consumer
      const onMessage = vi.fn()
      subscribeToMatchUpdates(onMessage, open)
      return { onMessage, confirm: (reconnected = false) => mixin?.connected({ reconnected }) }
    }
    const clock = { now: 1_000 }
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
    const grace = LIVE_CATCH_UP.clientGraceSeconds * 1000

    // Within the grace the server's catch-up covers the gap: nothing to do.
    const soon = subscribe()
    clock.now += grace
    soon.confirm()
    expect(soon.onMessage).not.toHaveBeenCalled()

    // Later (a slow network): the screen may have fetched before the server's window began.
    const late = subscribe()
    clock.now += grace + 1
    late.confirm()
    expect(late.onMessage).toHaveBeenCalledWith({ type: 'resync' })
    // Only the first confirmation counts its wait; later ones resync when the socket came back.
    late.onMessage.mockClear()
    clock.now += 60_000
    late.confirm()
    expect(late.onMessage).not.toHaveBeenCalled()
    late.confirm(true)
    expect(late.onMessage).toHaveBeenCalledWith({ type: 'resync' })
    vi.restoreAllMocks()
  })

  it('subscribes once the socket is back when it was not connected at first, and resyncs if that took long', () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    type Mixin = { connected(details?: { reconnected?: boolean }): void }
    const follow = () => {
      const state = { active: false, mixin: undefined as Mixin | undefined }
      const unsubscribe = vi.fn()
      const create = vi.fn((_channel: unknown, m: Mixin) => {
        state.mixin = m
        return { unsubscribe }
      })
      const socket = {
        connection: { isActive: () => state.active, isOpen: () => state.active },
        subscriptions: { create },
      } as unknown as Consumer
      const onMessage = vi.fn()
      const stop = followMatchUpdates(onMessage, socket)
      return { state, create, unsubscribe, onMessage, stop }
    }

    // Between two connection attempts: skipped with the warning, then subscribed once the socket is active again.
    const soon = follow()
    expect(soon.create).not.toHaveBeenCalled()
    vi.advanceTimersByTime(SOCKET_SETTINGS.reopenDelayMs * 3)
    expect(soon.create).not.toHaveBeenCalled()
    soon.state.active = true
    vi.advanceTimersByTime(SOCKET_SETTINGS.reopenDelayMs)
    expect(soon.create).toHaveBeenCalledTimes(1)
    expect(soon.create.mock.calls[0]?.[0]).toBe(MATCHES_CHANNEL)
    // Back within the grace: the server's catch-up covers what the screen fetched.
    soon.state.mixin?.connected({ reconnected: false })
    expect(soon.onMessage).not.toHaveBeenCalled()
    vi.advanceTimersByTime(60_000)
    expect(soon.create).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
    soon.stop()
    expect(soon.unsubscribe).toHaveBeenCalledTimes(1)

    // Back after a long time without network: what the screen fetched may be older than the server remembers.
    const late = follow()
    vi.advanceTimersByTime(LIVE_CATCH_UP.clientGraceSeconds * 1000)
    late.state.active = true
    vi.advanceTimersByTime(SOCKET_SETTINGS.reopenDelayMs)
    late.state.mixin?.connected({ reconnected: false })
    expect(late.onMessage).toHaveBeenCalledWith({ type: 'resync' })
    late.stop()

    // Stopped before the socket came back: it never subscribes.
    const gone = follow()
    gone.stop()
    gone.state.active = true
    vi.advanceTimersByTime(60_000)
    expect(gone.create).not.toHaveBeenCalled()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("sets the socket constants on the library's classes", () => {
    const classes = ActionCable as unknown as {
      ConnectionMonitor: { staleThreshold: number; reconnectionBackoffRate: number }
      Connection: { reopenDelay: number }
    }
    expect(classes.ConnectionMonitor.staleThreshold).toBe(6)
    expect(classes.ConnectionMonitor.reconnectionBackoffRate).toBe(0.15)
    expect(classes.Connection.reopenDelay).toBe(500)
    expect(SOCKET_SETTINGS.resubscribeRetryMs).toBe(500)
  })
})
