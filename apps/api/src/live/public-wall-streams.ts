import { PUBLIC_WALL_CHANNEL, WALL_TOKEN_LENGTH, type PublicWallMessage } from '@courtside/contracts'
import type { CableChannel, CableConnection, CableServer } from './cable-server.ts'
import { createOrderedTasks } from './ordered-tasks.ts'
import { sendTo } from './cable-connection.ts'
import { admittedGuestToken } from './admitted-guest-token.ts'

export interface PublicWallStreamsOptions {
  /** The organization whose current wall token this is; null when it opens nothing. */
  findWall(token: string): Promise<number | null>
  /** The organization a match belongs to now; null when it has none or no longer exists. */
  findMatchOrganization(matchId: number): Promise<number | null>
  /** Counts one subscription attempt of a client address; false when its rate limit is spent. */
  admit(address: string): Promise<boolean>
  /**
   * Whether what the organization's wall shows changed over the catch-up window (ADR 0078): a match of it or its
   * courts; 'unknown' when this instance cannot say.
   */
  changedRecently(organizationId: number): Promise<boolean | 'unknown'>
  onError?(error: unknown): void
}

interface Watch {
  token: string
  organizationId: number
}

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${WALL_TOKEN_LENGTH}}$`)
/** How many matches' last organizations are remembered, so a match moved or deleted still updates its old wall. */
const REMEMBERED_MATCHES = 2000

/**
 * PublicWallChannel: a guest subscribes with a court wall token and hears `wall_updated` whenever something the
 * wall shows may have changed: a notice of a match of that organization (a point, a match started, moved, made
 * private or deleted), or a court or wall-link change. Each time, the token is checked again (one read per distinct
 * token), so a replaced or ended link ends the stream with `wall_ended`. Messages carry no id or name: the guest
 * refetches the wall, which shows only what a guest may see.
 */
export function createPublicWallStreams(options: PublicWallStreamsOptions) {
  const watching = new WeakMap<CableConnection, Watch>()
  const lastOrganization = new Map<number, number>()
  const ordered = createOrderedTasks<number>(options.onError)
  let cable: CableServer | null = null

  const channel: CableChannel = {
    guests: true,
    async authorize(connection, params) {
      const token = await admittedGuestToken(connection, params, TOKEN_PATTERN, options.admit)
      if (token === null) return false
      const organizationId = await options.findWall(token)
      if (organizationId === null) return false
      watching.set(connection, { token, organizationId })
      return true
    },
    // The wall was read before the subscription: a change of the last window makes it read again (ADR 0078).
    async confirmed(connection) {
      const watch = watching.get(connection)
      if (!watch) return
      const changed = await options.changedRecently(watch.organizationId).catch((error: unknown) => {
        options.onError?.(error)
        return 'unknown' as const
      })
      if (changed === 'unknown') sendTo(connection, PUBLIC_WALL_CHANNEL, { type: 'resync' } satisfies PublicWallMessage)
      else if (changed) sendTo(connection, PUBLIC_WALL_CHANNEL, { type: 'wall_updated' } satisfies PublicWallMessage)
    },
  }

  function watchers(pick: (watch: Watch) => boolean): Map<CableConnection, Watch> {
    const found = new Map<CableConnection, Watch>()
    if (!cable) return found
    for (const connection of cable.connections()) {
      const watch = watching.get(connection)
      if (watch && connection.subscriptions.has(PUBLIC_WALL_CHANNEL) && pick(watch)) found.set(connection, watch)
    }
    return found
  }

  const tokensOf = (pick: (watch: Watch) => boolean) =>
    new Map([...watchers(pick).values()].map((watch) => [watch.token, watch.organizationId]))

  function send(token: string, message: PublicWallMessage): void {
    cable?.broadcast(PUBLIC_WALL_CHANNEL, message, (connection) => watching.get(connection)?.token === token)
  }

  /** Checks a watched token again: tells its watchers `message` while it opens the same wall, else ends it. */
  async function check(token: string, organizationId: number, message: PublicWallMessage): Promise<void> {
    if ((await options.findWall(token)) === organizationId) return send(token, message)
    send(token, { type: 'wall_ended' })
    for (const connection of watchers((watch) => watch.token === token).keys()) {
      connection.subscriptions.delete(PUBLIC_WALL_CHANNEL)
      watching.delete(connection)
    }
  }

  /** Tells the walls of these organizations, one organization's checks after the other's earlier ones. */
  function updateWalls(organizationIds: ReadonlySet<number>, message: PublicWallMessage): void {
    for (const organizationId of organizationIds) {
      const tokens = tokensOf((watch) => watch.organizationId === organizationId)
      if (tokens.size === 0) continue
      ordered.run(organizationId, async () => {
        for (const token of tokens.keys()) await check(token, organizationId, message)
      })
    }
  }

  return {
    channel,
    attach(server: CableServer): void {
      cable = server
    },
    /** A match changed: the walls of its organization now and of the one it had before hear it. No wall here: no read. */
    onMatchUpdated(matchId: number): void {
      if (tokensOf(() => true).size === 0) return
      ordered.run(-matchId, async () => {
        const organizationId = await options.findMatchOrganization(matchId)
        const before = lastOrganization.get(matchId)
        lastOrganization.delete(matchId)
        if (organizationId !== null) lastOrganization.set(matchId, organizationId)
        if (lastOrganization.size > REMEMBERED_MATCHES) lastOrganization.delete(lastOrganization.keys().next().value!)
        const affected = new Set<number>()
        if (organizationId !== null) affected.add(organizationId)
        if (before !== undefined) affected.add(before)
        updateWalls(affected, { type: 'wall_updated' })
      })
    },
    /** A court or the wall link of an organization changed. */
    onWallChanged(organizationId: number): void {
      updateWalls(new Set([organizationId]), { type: 'wall_updated' })
    },
    /** Notices may have been missed: every watched wall is checked again, and those still open refetch. */
    resync(): void {
      updateWalls(new Set(tokensOf(() => true).values()), { type: 'resync' })
    },
    async idle(): Promise<void> {
      await ordered.idle()
    },
  }
}
