/** The part of the browser's Web Locks API the queue uses (`navigator.locks`). */
export interface QueueLocks {
  request(
    name: string,
    options: { steal?: boolean; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<void>
}

const browserLocks = (): QueueLocks | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as QueueLocks) : null

/** Whether this browser can hold a queue for one tab (every current browser; not the test DOM). */
export const hasQueueLocks = (): boolean => browserLocks() !== null

export const queueLockName = (matchId: number) => `courtside.outbox.${matchId}`

export interface QueueHold {
  /** true once this page holds the queue; false when another tab holds it and it was not taken. */
  granted: Promise<boolean>
  release(): void
}

/**
 * Holds one match's queue for this page, so that one tab of the browser at a time writes and sends it (ADR 0083).
 * `take`: the recorder on screen takes it from another tab; otherwise it is held only if free (the background drain).
 * `lost` is called when another tab takes it. Without the Locks API every page holds every queue, as before.
 */
export function holdQueue(matchId: number, take: boolean, lost: () => void, locks = browserLocks()): QueueHold {
  if (!locks) return { granted: Promise.resolve(true), release: () => {} }
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let answer: (held: boolean) => void = () => {}
  const granted = new Promise<boolean>((resolve) => (answer = resolve))
  locks
    .request(queueLockName(matchId), take ? { steal: true } : { ifAvailable: true }, async (lock) => {
      answer(lock !== null)
      if (lock !== null) await released
    })
    // Rejected when another tab took the lock (steal): this page no longer holds the queue.
    .catch(() => {
      answer(false)
      lost()
    })
  return { granted, release }
}
