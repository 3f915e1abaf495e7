import { LIVE_CATCH_UP } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { anyMatchOfOrganization, findMatchesChangedSince, findVisibleAmong } from '../modules/matches/index.ts'
import { findEveningOrganizationsOf, findEveningsChangedSince } from '../modules/social-sessions/index.ts'
import { CATCH_UP_LIMITS, createRecentNotices } from './recent-notices.ts'
import { createSubscriptionCatchUp } from './subscription-catch-up.ts'

/**
 * The catch-up of new subscriptions (docs/decisions/0078-a-new-subscription-catches-up.md) wired to the database:
 * the memory of the last window (fed by the live plugin's notices), what each channel tells a new subscriber, and
 * the seed read after LISTEN (re)starts.
 */
export function createLiveCatchUp(ctx: AppContext) {
  const windowMs = LIVE_CATCH_UP.windowSeconds * 1000
  const recent = createRecentNotices({
    windowMs,
    maxEntries: CATCH_UP_LIMITS.maxEntries,
    now: () => ctx.config.now().getTime(),
  })
  return {
    recent,
    /** For the signed-in channel's `confirmed`. */
    signedIn: createSubscriptionCatchUp({
      recent,
      visibleMatches: (userId, matchIds) => findVisibleAmong(ctx.db, userId, matchIds, ctx.config.now()),
      eveningOrganizations: (userId, organizationIds) => findEveningOrganizationsOf(ctx.db, userId, organizationIds),
      maxMessages: CATCH_UP_LIMITS.maxMessages,
      minIntervalMs: CATCH_UP_LIMITS.minIntervalMs,
      now: () => ctx.config.now().getTime(),
      onError: (error) => ctx.log.warn({ err: error }, 'live catch-up failed; the subscriber was told to resync'),
    }),
    /** For the court wall: whether a match of the organization or its courts changed within the window. */
    async wallChanged(organizationId: number): Promise<boolean | 'unknown'> {
      const changes = recent.recent()
      if (!changes.wallsComplete) return 'unknown'
      if (changes.walls.has(organizationId)) return true
      return anyMatchOfOrganization(ctx.db, [...changes.matches.keys()], organizationId)
    },
    /** Reads what changed within the window after LISTEN (re)started: those notices were not heard here. */
    async seed(): Promise<void> {
      const since = new Date(ctx.config.now().getTime() - windowMs)
      const limit = CATCH_UP_LIMITS.maxEntries + 1
      try {
        const [matches, evenings] = await Promise.all([
          findMatchesChangedSince(ctx.db, since, limit),
          findEveningsChangedSince(ctx.db, since, limit),
        ])
        recent.seed({ matches, evenings })
      } catch (error) {
        ctx.log.warn({ err: error }, 'live catch-up not seeded; new subscribers resync')
      }
    },
  }
}
