import { useEffect, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  liveMessageSchema,
  liveResyncSchema,
  socialSessionUpdatedSchema,
  type LiveMessage,
  type SocialSessionUpdated,
} from '@courtside/contracts'
import { matchBallsKey, matchDetailKey, matchListsKey, queryRoots } from '@/lib/query-keys'
import { socialSessionsKey } from '@/lib/queries/social-session-queries'
import { followMatchUpdates, getLiveSocket, onLiveSocketChange } from '@/lib/socket'

/** The cache keys a match_updated notice touches: the shared keys of lib/query-keys, compared by prefix. */
const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part)
const isMatchKey = (key: QueryKey, kind: 'detail' | 'balls', id: number) =>
  startsWith(key, kind === 'detail' ? matchDetailKey(id) : matchBallsKey(id))
const isMatchListKey = (key: QueryKey) => startsWith(key, matchListsKey())
const isDashboardKey = (key: QueryKey) => startsWith(key, queryRoots.dashboard)

interface ServerStamped {
  updated_at?: unknown
  balls_updated_at?: unknown
}

/**
 * The server time of the cached match: its own updated_at or its balls' balls_updated_at, whichever is later.
 * Server times only: the device's clock (a query's dataUpdatedAt) may run minutes off, and a watcher whose clock
 * ran ahead would otherwise never refetch (ADR 0022). Null when no match is cached.
 */
function cachedMatchTime(queryClient: QueryClient, matchId: number): number | null {
  let latest: number | null = null
  for (const [, data] of queryClient.getQueriesData({
    predicate: (query) => isMatchKey(query.queryKey, 'detail', matchId),
  })) {
    const match = (data as ({ match?: ServerStamped } & ServerStamped) | undefined)?.match ?? (data as ServerStamped)
    for (const stamp of [match?.updated_at, match?.balls_updated_at]) {
      const time = typeof stamp === 'string' ? Date.parse(stamp) : NaN
      if (!Number.isNaN(time)) latest = Math.max(latest ?? time, time)
    }
  }
  return latest
}

function invalidateMatch(queryClient: QueryClient, matchId: number): void {
  for (const kind of ['detail', 'balls'] as const) {
    void queryClient.invalidateQueries({ predicate: (query) => isMatchKey(query.queryKey, kind, matchId) })
  }
}

/**
 * Whether the match's first answer may still be on its way: nothing of it is cached, or only its balls while its
 * detail is still being fetched (the page's two first requests answer in either order).
 */
function firstAnswerAwaited(queryClient: QueryClient, matchId: number): boolean {
  const queries = queryClient.getQueryCache().findAll({
    predicate: (query) => isMatchKey(query.queryKey, 'detail', matchId) || isMatchKey(query.queryKey, 'balls', matchId),
  })
  return (
    queries.every((query) => query.state.data === undefined) ||
    queries.some(
      (query) =>
        isMatchKey(query.queryKey, 'detail', matchId) &&
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching',
    )
  )
}

/**
 * Server times of notices whose match had nothing cached yet, per cache, by match; the newest 100 at most. An entry
 * kept long only ever meets a later answer, which it leaves alone: the count is the only bound needed.
 */
const awaitedNotices = new WeakMap<QueryClient, Map<number, number>>()
const MAX_AWAITED_NOTICES = 100

function awaitNotice(queryClient: QueryClient, matchId: number, changedAt: number): void {
  const awaited = awaitedNotices.get(queryClient) ?? new Map<number, number>()
  awaitedNotices.set(queryClient, awaited)
  const before = awaited.get(matchId) ?? changedAt
  awaited.delete(matchId)
  awaited.set(matchId, Math.max(changedAt, before))
  // Insertion order is arrival order: the oldest go first.
  if (awaited.size > MAX_AWAITED_NOTICES) awaited.delete(awaited.keys().next().value!)
}

/** Whether the cache (its server time, null without one) is older than a change at `changedAt`. */
const isOlder = (cachedAt: number | null, changedAt: number) =>
  Number.isNaN(changedAt) || cachedAt === null || cachedAt < changedAt

/**
 * The cached match and its balls are invalidated only when the cache is older than the notice's
 * updated_at (a client that just wrote the change already holds it); lists and the dashboard always refresh.
 * With nothing of the match cached, or only its balls while the match itself is still being fetched, it may be on its
 * way (a page's first fetch, begun before the notice): its answer is compared with the notice when it arrives
 * (watchArrivingMatches). Asking again at once would cancel a request that may well hold the change already, or miss
 * one sent before its query existed.
 */
export function applyLiveMessage(queryClient: QueryClient, message: LiveMessage): void {
  const changedAt = Date.parse(message.updated_at)
  const cachedAt = cachedMatchTime(queryClient, message.match_id)
  if (cachedAt === null && !Number.isNaN(changedAt) && firstAnswerAwaited(queryClient, message.match_id))
    awaitNotice(queryClient, message.match_id, changedAt)
  else if (isOlder(cachedAt, changedAt)) invalidateMatch(queryClient, message.match_id)
  void queryClient.invalidateQueries({ predicate: (query) => isMatchListKey(query.queryKey) })
  void queryClient.invalidateQueries({ predicate: (query) => isDashboardKey(query.queryKey) })
}

/**
 * Settles the notices applyLiveMessage set aside: when the match's answer arrives, it is asked again only if that
 * answer is older than the notice. Returns the unsubscribe.
 */
export function watchArrivingMatches(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    const awaited = awaitedNotices.get(queryClient)
    if (!awaited || awaited.size === 0 || event.type !== 'updated' || event.action.type !== 'success') return
    for (const [matchId, changedAt] of awaited) {
      if (!isMatchKey(event.query.queryKey, 'detail', matchId)) continue
      awaited.delete(matchId)
      if (isOlder(cachedMatchTime(queryClient, matchId), changedAt)) invalidateMatch(queryClient, matchId)
    }
  })
}

/** An evening of one of the user's organizations changed: its page and the organization's list of evenings refetch. */
export function applySocialSessionUpdate(queryClient: QueryClient, message: SocialSessionUpdated): void {
  void queryClient.invalidateQueries({ queryKey: socialSessionsKey(message.organization_id) })
}

/**
 * ADR 0022: notices may have been missed (the server's LISTEN connection or this socket was re-established), so
 * every cached match, its balls, the lists, the dashboard and the evenings refetch, whatever their age.
 */
export function applyResync(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) =>
      startsWith(query.queryKey, queryRoots.matches) ||
      isDashboardKey(query.queryKey) ||
      startsWith(query.queryKey, queryRoots.socialSessions),
  })
}

/** Parses a raw channel message; anything but a valid match_updated, social_session_updated or resync is ignored. */
export function handleLiveData(queryClient: QueryClient, data: unknown): void {
  if (liveResyncSchema.safeParse(data).success) return applyResync(queryClient)
  const social = socialSessionUpdatedSchema.safeParse(data)
  if (social.success) return applySocialSessionUpdate(queryClient, social.data)
  const parsed = liveMessageSchema.safeParse(data)
  if (parsed.success) applyLiveMessage(queryClient, parsed.data)
}

/** Mounted by the signed-in layout: follows AuthenticatedMatchesChannel while the socket is open. Renders nothing. */
export function LiveUpdates() {
  const queryClient = useQueryClient()
  const socket = useSyncExternalStore(onLiveSocketChange, getLiveSocket, () => null)

  useEffect(() => watchArrivingMatches(queryClient), [queryClient])

  // Also runs without a socket, so the skipped subscription is reported.
  useEffect(() => followMatchUpdates((data) => handleLiveData(queryClient, data), socket), [socket, queryClient])

  return null
}
