import { useQuery } from '@tanstack/react-query'
import type { Match } from '@courtside/contracts'
import { matchQueryOptions } from '@/lib/queries/match-queries'
import { matchStatsQueryOptions } from '../api/match-stats-queries'
import type { StatsFilter } from './use-stats-filters'

export function useStatsMatch(id: number) {
  return useQuery(matchQueryOptions(id))
}

/** Waits for the match (its version keys the statistics) before asking for them. */
export function useMatchStats(match: Match | undefined, filter: StatsFilter) {
  return useQuery({
    ...matchStatsQueryOptions(match ?? { id: 0, balls_updated_at: null, updated_at: '' }, filter),
    enabled: match !== undefined,
  })
}
