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

  it('keeps nothing of a user after sign-out', async () => {
    await keepOnDevice([[matchDetailKey(3), { title: 'kept' }]])
    await clearOfflineCache()
    const client = new QueryClient()
    const stop = await restoreOfflineCache(client, userId)
    stop()
    expect(client.getQueryData(matchDetailKey(3))).toBeUndefined()
  })
})
