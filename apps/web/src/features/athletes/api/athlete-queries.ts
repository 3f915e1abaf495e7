import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { athleteKeys, type AthleteListParams } from './athlete-keys'

export const ATHLETES_PER_PAGE = 20

/** GET /api/v2/players?filter&page&per_page&search */
export function athleteListQueryOptions(params: AthleteListParams) {
  return queryOptions({
    queryKey: athleteKeys.list(params),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listPlayers, {
        query: {
          filter: params.filter,
          page: params.page,
          per_page: ATHLETES_PER_PAGE,
          search: params.search.trim() || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/v2/players/:id → the athlete. */
export function athleteQueryOptions(id: number) {
  return queryOptions({
    queryKey: athleteKeys.detail(id),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getPlayer, { params: { id }, signal })).player,
  })
}

/** GET /api/v2/players/:id/stats → win rate, last five, totals, recent matches, recommendations. */
export function athleteStatsQueryOptions(id: number) {
  return queryOptions({
    queryKey: athleteKeys.stats(id),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getPlayerStats, { params: { id }, signal })).stats,
  })
}
