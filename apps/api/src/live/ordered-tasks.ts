/**
 * Tasks run one after the other per key (one match, one organization) and side by side across keys: a listener
 * never hears an older change after a newer one of the same thing, and a slow thing delays no other.
 */
export function createOrderedTasks<K>(onError?: (error: unknown) => void) {
  const chains = new Map<K, Promise<void>>()
  return {
    run(key: K, task: () => Promise<void>): void {
      const next = (chains.get(key) ?? Promise.resolve()).then(task).catch((error: unknown) => onError?.(error))
      chains.set(key, next)
      void next.then(() => {
        if (chains.get(key) === next) chains.delete(key)
      })
    },
    /** Resolves when every task queued so far has run. */
    async idle(): Promise<void> {
      await Promise.all(chains.values())
    },
  }
}
