import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import type { OrganizationSummary } from '@courtside/contracts'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { organizationListQueryOptions } from '@/lib/queries/organization-queries'
import { playerListQueryOptions, playersOf } from '@/lib/queries/player-queries'
import { matchKeys, type MatchListParams } from './match-keys'

// The match and its points are read by several features: one fetcher each, in lib/queries.
export { matchBallsQueryOptions, matchQueryOptions } from '@/lib/queries/match-queries'

export const MATCHES_PER_PAGE = 20

/**
 * GET /api/v2/matches?search&status&source&page&per_page[&organization_id] (the login organization scope): only
 * what differs from the defaults, plus the page size.
 */
export function matchListQueryOptions(params: MatchListParams, organizationId?: number) {
  return queryOptions({
    queryKey: matchKeys.list({ ...params, organizationId: organizationId ?? null }),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listMatches, {
        query: {
          search: params.search.trim() || undefined,
          status: params.status === 'all' ? undefined : params.status,
          source: params.source === 'all' ? undefined : params.source,
          page: params.page,
          per_page: MATCHES_PER_PAGE,
          organization_id: organizationId || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

const administered = (list: { organizations: OrganizationSummary[] }) =>
  list.organizations.filter((o) => o.role === 'admin' || o.role === 'superadmin')

/** The organizations a match can be linked to: those where the coach is admin or superadmin. */
export function organizationOptionsQueryOptions() {
  return queryOptions({ ...organizationListQueryOptions(), select: administered })
}

/** The coach's athletes matching a search, for the wizard's player picker. */
export function playerOptionsQueryOptions(search: string) {
  return queryOptions({ ...playerListQueryOptions({ search, per_page: 8 }), select: playersOf })
}
