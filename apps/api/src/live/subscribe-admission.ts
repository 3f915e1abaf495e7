export interface SubscribeAdmissionOptions {
  /** The per-address limit and its window; a limit of 0 (or none) admits everything without counting. */
  rule(): { limit: number; windowMs: number } | null
  /**
   * Counts one attempt where every instance sees it (the shared rate-limit bucket): false when that count is over
   * the limit, a rejection when it could not be counted.
   */
  count(address: string): Promise<boolean>
  now(): number
}

export interface SubscribeAdmission {
  /** Whether a live subscribe from this address may go on; refusals are decided in memory. */
  admit(address: string): Promise<boolean>
}

interface Tally {
  count: number
  /** The shared bucket said no in this window: it will say no until the window ends. */
  refused: boolean
}

/**
 * Fronts the shared per-address count of live subscribes with one in memory, so that refusing costs no database
 * write (ADR 0050). The shared buckets count in fixed windows aligned to the clock (ADR 0010); this one counts the
 * same windows, and only what this instance saw, so it never exceeds the shared count: it refuses only what the
 * shared bucket would refuse too. A refusal of the shared bucket is remembered until its window ends.
 */
export function createSubscribeAdmission(options: SubscribeAdmissionOptions): SubscribeAdmission {
  let windowStart = -1
  let tallies = new Map<string, Tally>()
  return {
    async admit(address) {
      const rule = options.rule()
      if (!rule || rule.limit <= 0) return true
      const nowMs = options.now()
      const start = Math.floor(nowMs / rule.windowMs) * rule.windowMs
      if (start !== windowStart) {
        // A new window: every address starts again, and the old window's tallies go at once.
        windowStart = start
        tallies = new Map()
      }
      let tally = tallies.get(address)
      if (!tally) tallies.set(address, (tally = { count: 0, refused: false }))
      if (tally.refused) return false
      tally.count++
      if (tally.count > rule.limit) {
        tally.refused = true
        return false
      }
      let admitted: boolean
      try {
        admitted = await options.count(address)
      } catch {
        // Not counted (the database is away): refused this time, but nothing to remember.
        return false
      }
      if (!admitted && tallies.get(address) === tally) tally.refused = true
      return admitted
    },
  }
}
