import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { matchResponseSchema, matchStatsResponseSchema, type Match } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import type { StatsFilter } from '../hooks/use-stats-filters'
import { matchStatsKeys } from './match-stats-keys'

/** GET /api/v2/matches/:id → the match (title, players, score, licence, sport). */
export function statsMatchQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchStatsKeys.match(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/matches/${id}`, { schema: matchResponseSchema, signal })).match,
  })
}

/** The query string of a filter: only what is set, e.g. "set=2&player=15". */
export function statsSearch(filter: StatsFilter): string {
  const query = new URLSearchParams()
  if (filter.set !== null) query.set('set', String(filter.set))
  if (filter.player !== null) query.set('player', String(filter.player))
  return query.toString()
}

const versionOf = (match: Pick<Match, 'balls_updated_at' | 'updated_at'>) =>
  `${match.balls_updated_at ?? ''}|${match.updated_at}`

/** GET /api/v2/matches/:id/stats?set&player; the previous figures stay on screen while a new filter loads. */
export function matchStatsQueryOptions(
  match: Pick<Match, 'id' | 'balls_updated_at' | 'updated_at'>,
  filter: StatsFilter,
) {
  return queryOptions({
    queryKey: matchStatsKeys.stats(match.id, filter, versionOf(match)),
    queryFn: async ({ signal }) => {
      const search = statsSearch(filter)
      const url = `/api/v2/matches/${match.id}/stats${search ? `?${search}` : ''}`
      return (await apiFetch(url, { schema: matchStatsResponseSchema, signal })).stats
    },
    placeholderData: keepPreviousData,
  })
}
