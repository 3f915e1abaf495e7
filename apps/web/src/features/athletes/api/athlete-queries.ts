import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { playerListQueryOptions } from '@/lib/queries/player-queries'
import { athleteKeys, type AthleteListParams } from './athlete-keys'

export const ATHLETES_PER_PAGE = 20

/** A page of the athletes screen: the athletes list other features read too (lib/queries). */
export function athleteListQueryOptions(params: AthleteListParams) {
  return playerListQueryOptions({ ...params, per_page: ATHLETES_PER_PAGE })
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
