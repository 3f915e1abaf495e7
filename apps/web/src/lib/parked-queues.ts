import {
  forgetQueuesInMemory,
  OUTBOX_STORAGE_PREFIX,
  outboxStorageKeys,
  parkedSuffix,
  rememberedUserId,
} from './device-data'

/**
 * Unsent points belong to the account that recorded them (docs/decisions/0072-unsent-points-wait-for-their-account.md).
 * When the server refuses a stored session at start, the queues it leaves on this device are set aside under that
 * account's id (`courtside.outbox.<match>.u<user>`): whoever signs in next on this device neither sends nor sees
 * them. They come back, and are sent, when their own account signs in here again.
 */
const LIVE = /^\d+$/

/** Sets the live queues aside for the account last confirmed here; without one they stay as they are. */
export function parkQueues(): void {
  const owner = rememberedUserId()
  if (owner === null) return
  try {
    // In memory first, so no queue writes itself back under its live key afterwards.
    forgetQueuesInMemory()
    for (const key of outboxStorageKeys()) {
      if (!LIVE.test(key.slice(OUTBOX_STORAGE_PREFIX.length))) continue
      localStorage.setItem(`${key}${parkedSuffix(owner)}`, localStorage.getItem(key) ?? '')
      localStorage.removeItem(key)
    }
  } catch {
    // storage unavailable or full: the queues stay where they were
  }
}

/**
 * Brings back what was set aside for `userId`, before its signed-in screens start sending. A match that meanwhile has
 * a live queue of its own keeps the parked one aside until that one is sent.
 */
export function unparkQueues(userId: number): void {
  const suffix = parkedSuffix(userId)
  let moved = false
  try {
    for (const key of outboxStorageKeys()) {
      if (!key.endsWith(suffix)) continue
      const live = key.slice(0, -suffix.length)
      if (localStorage.getItem(live) !== null) continue
      localStorage.setItem(live, localStorage.getItem(key) ?? '')
      localStorage.removeItem(key)
      moved = true
    }
  } catch {
    // storage unavailable: nothing comes back now; the next sign-in tries again
  }
  // A queue already in memory for one of those matches knows nothing of what came back: read again from storage.
  if (moved) forgetQueuesInMemory()
}
