// IndexedDB for this file only (jsdom has none): the device's copy goes through the real idb-keyval and persister.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { createStore, get, keys } from 'idb-keyval'
import {
  clearOfflineCache,
  OFFLINE_CACHE_DATABASE,
  OFFLINE_CACHE_KEY_PREFIX,
  OFFLINE_CACHE_STORE,
  restoreOfflineCache,
} from '@/lib/offline-cache'
import { matchBallsKey, matchDetailKey, queryRoots } from '@/lib/query-keys'

const userId = 7
const deviceStore = createStore(OFFLINE_CACHE_DATABASE, OFFLINE_CACHE_STORE)
const kept = () => get<string>(`${OFFLINE_CACHE_KEY_PREFIX}${userId}`, deviceStore)

/** A first visit: the device keeps what this client fetched (the persister writes at most every 500 ms). */
async function keepOnDevice(data: Array<[readonly unknown[], unknown]>): Promise<void> {
  const client = new QueryClient()
  const stop = await restoreOfflineCache(client, userId)
  for (const [key, value] of data) client.setQueryData(key, value)
  await expect.poll(kept, { timeout: 5000 }).toContain(JSON.stringify(data[0]![1]))
  stop()
}

afterEach(() => clearOfflineCache())

describe('the offline cache restore', () => {
  it('shows what the device kept, marked stale so screens refetch it, and keeps only the matches caches', async () => {
    await keepOnDevice([
      [matchDetailKey(1), { title: 'kept one' }],
      [matchBallsKey(1), ['kept ball']],
      [queryRoots.dashboard, { ignored: true }],
    ])

    const client = new QueryClient()
    const stop = await restoreOfflineCache(client, userId)
    stop()

    expect(client.getQueryData(matchDetailKey(1))).toEqual({ title: 'kept one' })
    expect(client.getQueryState(matchDetailKey(1))?.isInvalidated).toBe(true)
    expect(client.getQueryState(matchBallsKey(1))?.isInvalidated).toBe(true)
    expect(client.getQueryData(queryRoots.dashboard)).toBeUndefined()
  })

  it('leaves fresh, and keeps, what was fetched while the copy was being restored; marks stale what came back', async () => {
    await keepOnDevice([
      [matchDetailKey(1), { title: 'kept one' }],
      [matchBallsKey(1), ['kept ball']],
      [matchDetailKey(2), { title: 'kept two' }],
    ])

    const client = new QueryClient()
    // The match page's prefetch answering while IndexedDB is read, and data this client had before the restore.
    client.setQueryData(matchDetailKey(5), { title: 'fetched before' })
    const restoring = restoreOfflineCache(client, userId)
    client.setQueryData(matchDetailKey(1), { title: 'fetched now' })
    client.setQueryData(matchBallsKey(1), ['fetched ball'])
    const stop = await restoring
    // Kept on the device although nothing changed after the restore (a first visit offline later needs it).
    await expect.poll(kept, { timeout: 5000 }).toContain('fetched now')
    stop()

    expect(client.getQueryData(matchDetailKey(1))).toEqual({ title: 'fetched now' })
    expect(client.getQueryState(matchDetailKey(1))?.isInvalidated).toBe(false)
    expect(client.getQueryData(matchBallsKey(1))).toEqual(['fetched ball'])
    expect(client.getQueryState(matchBallsKey(1))?.isInvalidated).toBe(false)
    expect(client.getQueryState(matchDetailKey(5))?.isInvalidated).toBe(false)
    expect(client.getQueryData(matchDetailKey(2))).toEqual({ title: 'kept two' })
    expect(client.getQueryState(matchDetailKey(2))?.isInvalidated).toBe(true)
  })

  // Sign-out as features/auth/api/use-logout does it: the query cache is emptied (which schedules a save), then the
  // device's copies are cleared. The persister saves at most every 500 ms, so that save comes after the clearing.
  it('writes nothing after sign-out’s clearing, not even the save it had scheduled', async () => {
    // Fake clocks for the persister's throttle only; IndexedDB's own tasks (setImmediate) stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const client = new QueryClient()
      const stop = await restoreOfflineCache(client, userId)
      client.setQueryData(matchDetailKey(3), { title: 'changed just now' })
      client.clear()
      await clearOfflineCache()
      await vi.advanceTimersByTimeAsync(2_000)
      stop()
      expect(await keys(deviceStore)).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps nothing of a user after sign-out', async () => {
    await keepOnDevice([[matchDetailKey(3), { title: 'kept' }]])
    await clearOfflineCache()
    const client = new QueryClient()
    const stop = await restoreOfflineCache(client, userId)
    stop()
    expect(client.getQueryData(matchDetailKey(3))).toBeUndefined()
  })
})
