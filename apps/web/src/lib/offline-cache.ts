import type { QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core'
import { clear, createStore, del, get, set } from 'idb-keyval'
import { queryRoots } from './query-keys'

/**
 * The matches caches (a match, its balls and players, the lists) kept in IndexedDB through idb-keyval and TanStack
 * Query's persister, so a match opens with no network (issue 14, ADR 0038). Loaded with the signed-in screens only;
 * lib/device-data has what the first screen needs.
 */
/** A week: a coach who records on Saturday and opens the match again offline on Monday still has it. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 3_600_000

let idbStore: ReturnType<typeof createStore> | null = null
const store = () => (idbStore ??= createStore('courtside', 'queries'))

function persisterFor(userId: number) {
  return createAsyncStoragePersister({
    key: `courtside.queries.${userId}`,
    throttleTime: 500,
    storage: {
      getItem: (key) => get<string>(key, store()),
      setItem: (key, value: string) => set(key, value, store()),
      removeItem: (key) => del(key, store()),
    },
  })
}

/**
 * Puts back the matches caches this user's device kept, then keeps them up to date as they change. Resolves once
 * restored (or at once when IndexedDB is not there); the returned function stops the saving.
 */
export async function restoreOfflineCache(queryClient: QueryClient, userId: number): Promise<() => void> {
  if (typeof indexedDB === 'undefined') return () => {}
  const persister = persisterFor(userId)
  const options = { queryClient, persister, maxAge: OFFLINE_CACHE_MAX_AGE_MS, buster: 'v1' }
  try {
    await persistQueryClientRestore(options)
    // Shown at once, but refetched by the screens that use them: another device may have changed them meanwhile.
    await queryClient.invalidateQueries({ queryKey: queryRoots.matches, refetchType: 'none' })
  } catch {
    // Private browsing or a broken store: the app works online as before.
  }
  return persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] === queryRoots.matches[0],
    },
  })
}

/** Signing out: the kept caches of every user leave the device. */
export async function clearOfflineCache(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await clear(store()).catch(() => {})
}
