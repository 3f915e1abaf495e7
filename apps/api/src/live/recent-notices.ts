/** One evening's notice as remembered: which organization's members may hear it. */
export interface RecentEvening {
  organizationId: number
  sessionId: number
}

/** What changed within the window, or `complete: false` when this instance cannot say (memory full, not seeded). */
export interface RecentChanges {
  complete: boolean
  /** Each changed match once, with the latest updated_at heard. */
  matches: Map<number, string>
  evenings: RecentEvening[]
  /** Organizations whose courts or court wall link changed. */
  walls: Set<number>
  /** False also during the first window after a seed: wall changes cannot be read back from the database. */
  wallsComplete: boolean
}

export interface RecentNoticesOptions {
  windowMs: number
  /** Matches and evenings remembered at most; past it the oldest go and windows reaching that far are incomplete. */
  maxEntries: number
  now(): number
}

/** When this instance heard it, on `now()`'s clock. */
interface Entry {
  at: number
}

/** Moves `key` to the end of `map` (insertion order is arrival order, so the oldest is always first). */
function touch<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key)
  map.set(key, value)
}

/**
 * The notices this instance heard over the last `windowMs` (docs/decisions/0078-a-new-subscription-catches-up.md):
 * a page fetched before its socket's subscription was confirmed asks what changed in between. Bounded by time and
 * by count; forgetting one that could still be asked for makes the answer incomplete, never wrong.
 */
export function createRecentNotices(options: RecentNoticesOptions) {
  const matches = new Map<number, Entry & { updatedAt: string }>()
  const evenings = new Map<string, Entry & RecentEvening>()
  const walls = new Map<number, Entry>()
  let forgottenUpTo = Number.NEGATIVE_INFINITY
  let seededAt: number | null = null

  function prune(now: number): void {
    const horizon = now - options.windowMs
    const all = [matches, evenings, walls] as Map<unknown, Entry>[]
    for (const map of all) {
      for (const [key, entry] of map) {
        if (entry.at > horizon) break
        map.delete(key)
      }
    }
    while (matches.size + evenings.size + walls.size > options.maxEntries) {
      // The oldest of the three maps' oldest entries goes.
      let oldest: { map: Map<unknown, Entry>; key: unknown; at: number } | null = null
      for (const map of all) {
        const first = map.entries().next().value
        if (first && (!oldest || first[1].at < oldest.at)) oldest = { map, key: first[0], at: first[1].at }
      }
      oldest!.map.delete(oldest!.key)
      forgottenUpTo = Math.max(forgottenUpTo, oldest!.at)
    }
  }

  function rememberMatch(matchId: number, updatedAt: string, at: number): void {
    const known = matches.get(matchId)
    // A seed row may come after a newer notice of the same match: keep the newest time.
    if (known && known.updatedAt >= updatedAt) return
    touch(matches, matchId, { at: Math.max(at, known?.at ?? at), updatedAt })
  }

  /** Nothing heard within the window was forgotten, and the memory was read back since LISTEN last (re)started. */
  function isComplete(now: number): boolean {
    return seededAt !== null && forgottenUpTo <= now - options.windowMs
  }

  return {
    heardMatch(matchId: number, updatedAt: string): void {
      const now = options.now()
      rememberMatch(matchId, updatedAt, now)
      prune(now)
    },
    heardEvening(organizationId: number, sessionId: number): void {
      const now = options.now()
      touch(evenings, `${organizationId}:${sessionId}`, { at: now, organizationId, sessionId })
      prune(now)
    },
    heardWall(organizationId: number): void {
      const now = options.now()
      touch(walls, organizationId, { at: now })
      prune(now)
    },
    /**
     * What the database says changed within the window, read after LISTEN (re)started: notices before it (another
     * instance's, or sent while the connection was down) were never heard here.
     */
    seed(changes: { matches: { id: number; updatedAt: Date }[]; evenings: RecentEvening[] }): void {
      const now = options.now()
      for (const match of changes.matches) rememberMatch(match.id, match.updatedAt.toISOString(), now)
      for (const evening of changes.evenings) {
        const key = `${evening.organizationId}:${evening.sessionId}`
        if (!evenings.has(key)) evenings.set(key, { at: now, ...evening })
      }
      seededAt = now
      prune(now)
    },
    /** LISTEN was lost: until the next seed (and for walls a window after it), nothing heard here is everything. */
    forgetSeed(): void {
      seededAt = null
    },
    /** The newest updated_at of this match heard within the window (null: none); `complete` as in recent(). */
    recentMatch(matchId: number): { complete: boolean; updatedAt: string | null } {
      const now = options.now()
      prune(now)
      return { complete: isComplete(now), updatedAt: matches.get(matchId)?.updatedAt ?? null }
    },
    /** The changes of the last window. */
    recent(): RecentChanges {
      const now = options.now()
      prune(now)
      const complete = isComplete(now)
      return {
        complete,
        wallsComplete: complete && seededAt! <= now - options.windowMs,
        matches: new Map([...matches].map(([id, entry]) => [id, entry.updatedAt])),
        evenings: [...evenings.values()].map(({ organizationId, sessionId }) => ({ organizationId, sessionId })),
        walls: new Set(walls.keys()),
      }
    },
  }
}

export type RecentNotices = ReturnType<typeof createRecentNotices>

/**
 * The catch-up's bounds: ~65 changes a second over the window before it says resync instead, at most 100 notices
 * to one subscriber, and one lookup per connection every 5 seconds (the real client subscribes once per socket).
 */
export const CATCH_UP_LIMITS = { maxEntries: 2000, maxMessages: 100, minIntervalMs: 5_000 } as const
