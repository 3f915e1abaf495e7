// IndexedDB for this file only (jsdom has none): the device's copy goes through the real idb-keyval and persister.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { createStore, get } from 'idb-keyval'
import { clearOfflineCache, restoreOfflineCache } from '@/lib/offline-cache'
import { matchBallsKey, matchDetailKey, queryRoots } from '@/lib/query-keys'

const userId = 7
const kept = () => get<string>(`courtside.queries.${userId}`, createStore('courtside', 'queries'))

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

  it('keeps nothing of a user after sign-out', async () => {
    await keepOnDevice([[matchDetailKey(3), { title: 'kept' }]])
    await clearOfflineCache()
    const client = new QueryClient()
    const stop = await restoreOfflineCache(client, userId)
    stop()
    expect(client.getQueryData(matchDetailKey(3))).toBeUndefined()
  })
})
