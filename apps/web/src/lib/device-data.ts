import type { User } from '@courtside/contracts'
import { loadSessionSchemas } from './api-client'

/**
 * What this device keeps for offline use beside the token (ADR 0038): the recorder's queues (localStorage,
 * written synchronously at each tap), the signed-in user, and the matches caches (lib/offline-cache, IndexedDB).
 * Signing out removes it all (clearDeviceData); a session the server refuses at start removes all but the queues
 * (clearSessionData), which are set aside for that account and sent once it signs in again (lib/parked-queues).
 */
export const OUTBOX_STORAGE_PREFIX = 'courtside.outbox.'
/** The signed-in user as last confirmed (local storage). */
export const USER_STORAGE_KEY = 'courtside.user'

const clearedListeners = new Set<() => void>()

/** Whoever keeps device data in memory (the recorder's queues) forgets it when the device data is cleared. */
export function onDeviceDataCleared(listener: () => void): () => void {
  clearedListeners.add(listener)
  return () => {
    clearedListeners.delete(listener)
  }
}

/** The signed-in user as last confirmed, so the app starts offline (a network failure is not a signed-out user). */
export function rememberUser(user: User): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  } catch {
    // storage full or unavailable
  }
}

export async function rememberedUser(): Promise<User | null> {
  try {
    const { userSchema } = await loadSessionSchemas()
    const parsed = userSchema.safeParse(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * A session the server refused at start: the remembered user and the kept caches leave the device. The queues of
 * points not yet synced stay, in localStorage and in memory: they are sent once the coach signs in again.
 */
export function clearSessionData(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY)
  } catch {
    // storage unavailable: nothing kept
  }
  // The IndexedDB part loads with the signed-in screens; the first screen does not carry it.
  void import('./offline-cache').then((cache) => cache.clearOfflineCache())
}

/** Every key of a recorder's queue in local storage, live or set aside for an account (lib/parked-queues). */
export function outboxStorageKeys(): string[] {
  const keys: string[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key?.startsWith(OUTBOX_STORAGE_PREFIX)) keys.push(key)
  }
  return keys
}

/** How a queue set aside for an account ends: `courtside.outbox.<match>.u<user>`. */
export const parkedSuffix = (userId: number) => `.u${userId}`

/** The id of the account this device last confirmed (without loading the user's schema), or null. */
export function rememberedUserId(): number | null {
  try {
    const id: unknown = (JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as { id?: unknown } | null)?.id
    return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null
  } catch {
    return null
  }
}

/** The recorder's queues in memory are dropped; what is in storage stays (as after a reload). */
export function forgetQueuesInMemory(): void {
  for (const listener of clearedListeners) listener()
}

/**
 * Signing out: the queues of points not yet synced leave the device too, with what clearSessionData removes. Queues
 * another account left here (lib/parked-queues) stay for it.
 */
export function clearDeviceData(): void {
  forgetQueuesInMemory()
  try {
    const own = parkedSuffix(rememberedUserId() ?? 0)
    for (const key of outboxStorageKeys()) {
      if (!/\.u\d+$/.test(key) || key.endsWith(own)) localStorage.removeItem(key)
    }
  } catch {
    // storage unavailable: nothing kept
  }
  clearSessionData()
}
