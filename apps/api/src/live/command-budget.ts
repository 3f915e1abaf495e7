/** A token bucket: `burst` commands at once, refilled at `perSecond`; `take` is false once it is empty. */
export interface CommandBudget {
  take(): boolean
}

/**
 * One socket's allowance of commands (ADR 0050). Memory only, decided before anything else happens to a frame, so
 * a flooding socket costs a counter update per frame until it is closed. A rate of 0 disables the limit.
 */
export function createCommandBudget(
  perSecond: number,
  burst: number,
  now: () => number = () => performance.now(),
): CommandBudget {
  if (perSecond <= 0) return { take: () => true }
  const capacity = Math.max(1, burst)
  let tokens = capacity
  let at = now()
  return {
    take() {
      const current = now()
      tokens = Math.min(capacity, tokens + ((current - at) * perSecond) / 1000)
      at = current
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
