import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { matchListSchema, organizationListSchema, playerListSchema } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { matchKeys, type MatchListParams } from './match-keys'

export { matchBallsQueryOptions, matchQueryOptions } from './match-page-queries'

export const MATCHES_PER_PAGE = 20

/** GET /api/v2/matches?search&status&source&page&per_page[&organization_id] (the login organization scope). */
export function matchListQueryOptions(params: MatchListParams, organizationId?: number) {
  return queryOptions({
    queryKey: matchKeys.list({ ...params, organizationId: organizationId ?? null }),
    queryFn: ({ signal }) => {
      const search = matchListSearch(params) + (organizationId ? `&organization_id=${organizationId}` : '')
      return apiFetch(`/api/v2/matches?${search}`, { schema: matchListSchema, signal })
    },
    placeholderData: keepPreviousData,
  })
}

/** The list's query string: only what differs from the defaults, plus the page size. */
export function matchListSearch(params: MatchListParams): string {
  const query = new URLSearchParams()
  if (params.search.trim()) query.set('search', params.search.trim())
  if (params.status !== 'all') query.set('status', params.status)
  if (params.source !== 'all') query.set('source', params.source)
  query.set('page', String(params.page))
  query.set('per_page', String(MATCHES_PER_PAGE))
  return query.toString()
}

/** The organizations a match can be linked to: those where the coach is admin or superadmin. */
export function organizationOptionsQueryOptions() {
  return queryOptions({
    queryKey: matchKeys.organizationOptions(),
    queryFn: async ({ signal }) => {
      const { organizations } = await apiFetch('/api/v2/organizations?per_page=100', {
        schema: organizationListSchema,
        signal,
      })
      return organizations.filter((o) => o.role === 'admin' || o.role === 'superadmin')
    },
  })
}

/** The coach's athletes matching a search, for the wizard's player picker. */
export function playerOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: matchKeys.playerOptions(search),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ per_page: '8' })
      if (search) query.set('search', search)
      return (await apiFetch(`/api/v2/players?${query.toString()}`, { schema: playerListSchema, signal })).players
    },
    placeholderData: keepPreviousData,
  })
}
