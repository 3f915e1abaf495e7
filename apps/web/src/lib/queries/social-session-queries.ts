import { queryOptions } from '@tanstack/react-query'
import type { SocialSession } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '../api/call-endpoint'
import { queryRoots } from '../query-keys'

/** Social evenings (Americano, Mexicano) of an organization: every key starts here. */
export const socialSessionsKey = (organizationId: number) => [...queryRoots.socialSessions, organizationId] as const
/** Every page of an organization's list: a new or deleted evening makes them all stale. */
export const socialSessionListsKey = (organizationId: number) => [...socialSessionsKey(organizationId), 'list'] as const
export const socialSessionKey = (organizationId: number, sessionId: number) =>
  [...socialSessionsKey(organizationId), 'detail', sessionId] as const

/**
 * Of two answers for one evening, the later by the server's clock (`updated_at` moves on with every change): a
 * phone's own write and a refetch asked after another phone's write may arrive in either order.
 */
export function laterSession(cached: SocialSession | undefined, incoming: SocialSession): SocialSession {
  return cached && Date.parse(cached.updated_at) > Date.parse(incoming.updated_at) ? cached : incoming
}

/** The evenings a list page shows; at most this many at once. */
export const SOCIAL_SESSIONS_PER_PAGE = 20

/** GET …/organizations/:id/social_sessions → a page of the evenings, newest first. */
export function socialSessionListQueryOptions(organizationId: number, page: number) {
  return queryOptions({
    queryKey: [...socialSessionListsKey(organizationId), page] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listSocialSessions, {
        params: { id: organizationId },
        query: { page, per_page: SOCIAL_SESSIONS_PER_PAGE },
        signal,
      }),
  })
}

/**
 * How often an open evening asks again on its own. The live socket says when an evening changes (a result entered on
 * another phone, a round added), so this is only the safety net for a socket that cannot connect.
 */
export const SOCIAL_SESSION_REFRESH_MS = 60_000

/**
 * GET …/social_sessions/:session_id → the evening with its rounds and standings. The live socket's notice of the
 * evening makes it stale (app/live/live-updates.tsx); besides, it is asked again every minute while the page is visible
 * (TanStack Query pauses the interval in a hidden tab), so every phone and the TV follow the results.
 */
export function socialSessionQueryOptions(organizationId: number, sessionId: number) {
  return queryOptions({
    queryKey: socialSessionKey(organizationId, sessionId),
    queryFn: async ({ signal, client, queryKey }) => {
      const { session } = await callEndpoint(endpoints.getSocialSession, {
        params: { id: organizationId, session_id: sessionId },
        signal,
      })
      // An answer read before a write whose own answer is already here must not take its place.
      return laterSession(client.getQueryData<SocialSession>(queryKey), session)
    },
    refetchInterval: SOCIAL_SESSION_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  })
}
