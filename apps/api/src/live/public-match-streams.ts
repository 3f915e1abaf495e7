import {
  PUBLIC_MATCH_CHANNEL,
  SHARE_TOKEN_LENGTH,
  type LiveMessage,
  type PublicLiveMessage,
} from '@courtside/contracts'
import type { OpenShare } from '../modules/public-matches/index.ts'
import type { CableChannel, CableConnection, CableServer } from './cable-server.ts'
import { createOrderedTasks } from './ordered-tasks.ts'
import { sendTo } from './cable-connection.ts'
import { admittedGuestToken } from './admitted-guest-token.ts'

export interface PublicMatchStreamsOptions {
  /** The match a token opens now (public, current link, inside the window); null when it opens nothing. */
  findShare(token: string): Promise<OpenShare | null>
  /** Counts one subscription attempt of a client address; false when its rate limit is spent (refused in memory). */
  admit(address: string): Promise<boolean>
  now(): Date
  /** The newest updated_at of the match heard over the catch-up window (ADR 0078); `complete: false`: unknown. */
  recentChange(matchId: number): { complete: boolean; updatedAt: string | null }
  onError?(error: unknown): void
}

interface Watch {
  token: string
  matchId: number
}

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${SHARE_TOKEN_LENGTH}}$`)
/** setTimeout's longest delay; a later window end is checked again when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * PublicMatchChannel (ADR 0033): a guest subscribes with a share token and hears only that match's changes, as
 * `match_updated` without the match's id. Every notice of a watched match checks the link again (one read per
 * distinct token), so revoking or replacing the link, making the match non-public, deleting it or moving its
 * window ends the stream with `share_ended`; a timer ends it when the window closes with no change at all.
 */
export function createPublicMatchStreams(options: PublicMatchStreamsOptions) {
  const watching = new WeakMap<CableConnection, Watch>()
  const windowTimers = new Map<string, NodeJS.Timeout>()
  const ordered = createOrderedTasks<number>(options.onError)
  let cable: CableServer | null = null

  const channel: CableChannel = {
    guests: true,
    async authorize(connection, params) {
      const token = await admittedGuestToken(connection, params, TOKEN_PATTERN, options.admit)
      if (token === null) return false
      const share = await options.findShare(token)
      if (!share) return false
      watching.set(connection, { token, matchId: share.matchId })
      scheduleWindowEnd(token, share.stopShowingAt)
      return true
    },
    // The scoreboard was read before the subscription: a change of the last window is told again (ADR 0078).
    confirmed(connection) {
      const watch = watching.get(connection)
      if (!watch) return
      const change = options.recentChange(watch.matchId)
      if (!change.complete) sendTo(connection, PUBLIC_MATCH_CHANNEL, { type: 'resync' } satisfies PublicLiveMessage)
      else if (change.updatedAt !== null) {
        const message: PublicLiveMessage = { type: 'match_updated', updated_at: change.updatedAt }
        sendTo(connection, PUBLIC_MATCH_CHANNEL, message)
      }
    },
  }

  /** The connections still subscribed with this token. */
  function watchersOf(pick: (watch: Watch) => boolean): CableConnection[] {
    const found: CableConnection[] = []
    if (!cable) return found
    for (const connection of cable.connections()) {
      const watch = watching.get(connection)
      if (watch && connection.subscriptions.has(PUBLIC_MATCH_CHANNEL) && pick(watch)) found.push(connection)
    }
    return found
  }

  function send(token: string, message: PublicLiveMessage): void {
    cable?.broadcast(PUBLIC_MATCH_CHANNEL, message, (connection) => watching.get(connection)?.token === token)
  }

  function end(token: string): void {
    send(token, { type: 'share_ended' })
    for (const connection of watchersOf((watch) => watch.token === token)) {
      connection.subscriptions.delete(PUBLIC_MATCH_CHANNEL)
      watching.delete(connection)
    }
    clearTimeout(windowTimers.get(token))
    windowTimers.delete(token)
  }

  function scheduleWindowEnd(token: string, stopShowingAt: Date | null): void {
    clearTimeout(windowTimers.get(token))
    windowTimers.delete(token)
    if (!stopShowingAt) return
    const delay = Math.max(0, stopShowingAt.getTime() - options.now().getTime())
    const timer = setTimeout(
      () => {
        windowTimers.delete(token)
        void check(token, null)
      },
      Math.min(delay, MAX_TIMER_MS),
    )
    timer.unref()
    windowTimers.set(token, timer)
  }

  /** Checks a watched link again; tells its watchers `message` while it still opens the match, else ends it. */
  async function check(token: string, message: PublicLiveMessage | null): Promise<void> {
    const watchers = watchersOf((watch) => watch.token === token)
    if (watchers.length === 0) return
    const share = await options.findShare(token)
    if (!share || share.matchId !== watching.get(watchers[0]!)?.matchId) return end(token)
    scheduleWindowEnd(token, share.stopShowingAt)
    if (message) send(token, message)
  }

  return {
    channel,
    /** The server the channel belongs to (created with this channel, so it is handed over afterwards). */
    attach(server: CableServer): void {
      cable = server
    },
    /** A match changed: its guests hear it, if their link still opens it. No watcher here: no database read. */
    onMatchUpdated(notice: LiveMessage): void {
      const tokens = new Set(
        watchersOf((watch) => watch.matchId === notice.match_id).map((c) => watching.get(c)!.token),
      )
      if (tokens.size === 0) return
      ordered.run(notice.match_id, async () => {
        for (const token of tokens) await check(token, { type: 'match_updated', updated_at: notice.updated_at })
      })
    },
    /** Notices may have been missed: every watched link is checked again, and those still open refetch. */
    resync(): void {
      const byMatch = new Map<number, Set<string>>()
      for (const connection of watchersOf(() => true)) {
        const { matchId, token } = watching.get(connection)!
        byMatch.set(matchId, (byMatch.get(matchId) ?? new Set()).add(token))
      }
      for (const [matchId, tokens] of byMatch) {
        ordered.run(matchId, async () => {
          for (const token of tokens) await check(token, { type: 'resync' })
        })
      }
    },
    async idle(): Promise<void> {
      await ordered.idle()
    },
    stop(): void {
      for (const timer of windowTimers.values()) clearTimeout(timer)
      windowTimers.clear()
    },
  }
}
