import type { Query, QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core'
import { clear, createStore, del, get, set } from 'idb-keyval'
import { queryRoots } from './query-keys'

/**
 * The matches caches (a match, its balls and players, the lists) kept in IndexedDB through idb-keyval and TanStack
 * Query's persister, so a match opens with no network (ADR 0038). Loaded with the signed-in screens only;
 * lib/device-data has what the first screen needs.
 */
/** A week: a coach who records on Saturday and opens the match again offline on Monday still has it. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 3_600_000

/** Where the copies live: IndexedDB database, its object store, and each user's entry (the prefix + the user's id). */
export const OFFLINE_CACHE_DATABASE = 'courtside'
export const OFFLINE_CACHE_STORE = 'queries'
export const OFFLINE_CACHE_KEY_PREFIX = 'courtside.queries.'

let idbStore: ReturnType<typeof createStore> | null = null
const store = () => (idbStore ??= createStore(OFFLINE_CACHE_DATABASE, OFFLINE_CACHE_STORE))

/**
 * Counts the clearings. A persister writes only while none happened since it was made: its throttled save (up to
 * 500 ms after the last change) would otherwise land after sign-out's clearing, with the emptied query cache.
 */
let clearings = 0

/**
 * The device keeps each answer's last good copy: a refetch that failed since (a reload with no network) leaves the
 * query in error with its data, and such a copy must come back as data, not as the failure, nor be dropped.
 */
function lastGoodAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  )
  return { ...client, clientState: { ...client.clientState, queries } }
}

function persisterFor(userId: number) {
  const madeAfter = clearings
  return createAsyncStoragePersister({
    key: `${OFFLINE_CACHE_KEY_PREFIX}${userId}`,
    throttleTime: 500,
    serialize: (client) => JSON.stringify(lastGoodAnswers(client)),
    storage: {
      getItem: (key) => get<string>(key, store()),
      setItem: async (key, value: string) => {
        if (clearings === madeAfter) await set(key, value, store())
      },
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
  const startedAt = Date.now()
  const before = new Map(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryHash, q.state.dataUpdatedAt]),
  )
  try {
    await persistQueryClientRestore(options)
    // What came back from the device is shown at once, but refetched by the screens that use it: another device may
    // have changed it meanwhile. What the page fetched during the restore (the match page's prefetch) is newer than
    // any copy — hydrating never replaces newer data — and stays fresh, so the page does not ask for it twice.
    const now = Date.now()
    await queryClient.invalidateQueries({
      queryKey: queryRoots.matches,
      refetchType: 'none',
      predicate: ({ queryHash, state }) =>
        before.get(queryHash) !== state.dataUpdatedAt && (state.dataUpdatedAt < startedAt || state.dataUpdatedAt > now),
    })
  } catch {
    // Private browsing or a broken store: the app works online as before.
  }
  const saving = {
    ...options,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.data !== undefined && query.queryKey[0] === queryRoots.matches[0],
    },
  }
  const unsubscribe = persistQueryClientSubscribe(saving)
  // What arrived during the restore changes nothing afterwards, so the subscription alone would not keep it.
  void persistQueryClientSave(saving).catch(() => {})
  return unsubscribe
}

/**
 * Signing out: the kept caches of every user leave the device, and the savers running stop writing (a save already
 * started is queued before this clearing in IndexedDB, so it is cleared too).
 */
export async function clearOfflineCache(): Promise<void> {
  clearings += 1
  if (typeof indexedDB !== 'undefined') await clear(store()).catch(() => {})
}
