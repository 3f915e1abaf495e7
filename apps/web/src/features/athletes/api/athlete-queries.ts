import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { playerListSchema, playerResponseSchema, playerStatsResponseSchema } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { athleteKeys, type AthleteListParams } from './athlete-keys'

export const ATHLETES_PER_PAGE = 20

/** GET /api/v2/players?search&filter&page&per_page */
export function athleteListQueryOptions(params: AthleteListParams) {
  const query = new URLSearchParams({
    filter: params.filter,
    page: String(params.page),
    per_page: String(ATHLETES_PER_PAGE),
  })
  if (params.search.trim()) query.set('search', params.search.trim())
  return queryOptions({
    queryKey: athleteKeys.list(params),
    queryFn: ({ signal }) => apiFetch(`/api/v2/players?${query.toString()}`, { schema: playerListSchema, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/v2/players/:id → the athlete. */
export function athleteQueryOptions(id: number) {
  return queryOptions({
    queryKey: athleteKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/players/${id}`, { schema: playerResponseSchema, signal })).player,
  })
}

/** GET /api/v2/players/:id/stats → win rate, last five, totals, recent matches, recommendations. */
export function athleteStatsQueryOptions(id: number) {
  return queryOptions({
    queryKey: athleteKeys.stats(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/players/${id}/stats`, { schema: playerStatsResponseSchema, signal })).stats,
  })
}
