import type { QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core'
import { clear, createStore, del, get, set } from 'idb-keyval'
import { userSchema, type User } from '@courtside/contracts'
import { queryRoots } from './query-keys'

/**
 * What the device keeps so a match opens with no network (issue 14, ADR 0038): the matches caches (a match, its balls
 * and players, the lists) in IndexedDB through idb-keyval and TanStack Query's persister, and the signed-in user. The
 * recorder's queues live beside them in localStorage (written synchronously at each tap). Signing out removes it all.
 */
export const OUTBOX_STORAGE_PREFIX = 'courtside.outbox.'
const USER_KEY = 'courtside.user'
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

/** The signed-in user as last confirmed, so the app starts offline (a network failure is not a signed-out user). */
export function rememberUser(user: User): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user))
  } catch {
    // storage full or unavailable
  }
}

export function rememberedUser(): User | null {
  try {
    const parsed = userSchema.safeParse(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Signing out: the remembered user, the queues of points not yet synced and the kept caches leave the device. */
export function clearDeviceData(): void {
  try {
    localStorage.removeItem(USER_KEY)
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key?.startsWith(OUTBOX_STORAGE_PREFIX)) keys.push(key)
    }
    for (const key of keys) localStorage.removeItem(key)
  } catch {
    // storage unavailable: nothing kept
  }
  if (typeof indexedDB !== 'undefined') void clear(store()).catch(() => {})
}
