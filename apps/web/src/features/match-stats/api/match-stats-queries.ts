import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type Match } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import type { StatsFilter } from '../hooks/use-stats-filters'
import { matchStatsKeys } from './match-stats-keys'

const versionOf = (match: Pick<Match, 'balls_updated_at' | 'updated_at'>) =>
  `${match.balls_updated_at ?? ''}|${match.updated_at}`

/**
 * GET /api/v2/matches/:id/stats?set&player, only what the filter sets; the previous figures stay on screen while a
 * new filter loads.
 */
export function matchStatsQueryOptions(
  match: Pick<Match, 'id' | 'balls_updated_at' | 'updated_at'>,
  filter: StatsFilter,
) {
  return queryOptions({
    queryKey: matchStatsKeys.stats(match.id, filter, versionOf(match)),
    queryFn: async ({ signal }) => {
      const query = { set: filter.set ?? undefined, player: filter.player ?? undefined }
      return (await callEndpoint(endpoints.getMatchStats, { params: { id: match.id }, query, signal })).stats
    },
    placeholderData: keepPreviousData,
  })
}
