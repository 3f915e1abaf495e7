import type { LiveMessage, LiveResync, SocialSessionUpdated } from '@courtside/contracts'
import { sendTo, type CableConnection } from './cable-connection.ts'
import { MATCHES_CHANNEL } from './match-updates-channel.ts'
import type { RecentNotices } from './recent-notices.ts'

export interface SubscriptionCatchUpOptions {
  recent: RecentNotices
  /** Of these matches, the ones the user may see now. */
  visibleMatches(userId: number, matchIds: number[]): Promise<Set<number>>
  /** Of these organizations, the ones whose evenings the user may read. */
  eveningOrganizations(userId: number, organizationIds: number[]): Promise<Set<number>>
  /** More messages than this for one subscriber: one resync says it as well. */
  maxMessages: number
  /** A connection subscribing again within this long gets a resync instead of another lookup. */
  minIntervalMs: number
  now(): number
  onError?(error: unknown): void
}

/**
 * What a new subscriber of the signed-in channel hears first: the notices of the last window it may hear, as they
 * were sent (docs/decisions/0078-a-new-subscription-catches-up.md). The client ignores a match notice its cache is
 * already as new as, so a page fetched after the change asks nothing again. When this instance cannot say what
 * changed (memory full, LISTEN lost, the database away), a resync.
 */
export function createSubscriptionCatchUp(options: SubscriptionCatchUpOptions) {
  // A subscribe is one command of the socket's budget, but a catch-up may cost two queries: a client that
  // subscribes over and over is told to resync (which costs it, not the database) instead of being looked up again.
  const lastLookup = new WeakMap<CableConnection, number>()
  return async function catchUp(connection: CableConnection): Promise<void> {
    const userId = connection.userId
    if (userId === null) return
    const send = (message: LiveMessage | SocialSessionUpdated | LiveResync) =>
      sendTo(connection, MATCHES_CHANNEL, message)
    const now = options.now()
    const previous = lastLookup.get(connection)
    const changes = options.recent.recent()
    if (!changes.complete || (previous !== undefined && now - previous < options.minIntervalMs))
      return send({ type: 'resync' })
    if (changes.matches.size === 0 && changes.evenings.length === 0) return
    lastLookup.set(connection, now)
    try {
      const organizationIds = [...new Set(changes.evenings.map((evening) => evening.organizationId))]
      const [matchIds, organizations] = await Promise.all([
        changes.matches.size > 0 ? options.visibleMatches(userId, [...changes.matches.keys()]) : new Set<number>(),
        organizationIds.length > 0 ? options.eveningOrganizations(userId, organizationIds) : new Set<number>(),
      ])
      const evenings = changes.evenings.filter((evening) => organizations.has(evening.organizationId))
      if (matchIds.size + evenings.length > options.maxMessages) return send({ type: 'resync' })
      for (const matchId of matchIds) {
        send({ type: 'match_updated', match_id: matchId, updated_at: changes.matches.get(matchId)! })
      }
      for (const { organizationId, sessionId } of evenings) {
        send({ type: 'social_session_updated', organization_id: organizationId, session_id: sessionId })
      }
    } catch (error) {
      options.onError?.(error)
      send({ type: 'resync' })
    }
  }
}
