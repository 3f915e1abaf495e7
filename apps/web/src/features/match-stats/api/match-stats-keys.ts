import { matchDetailKey, queryRoots } from '@/lib/query-keys'
import type { StatsFilter } from '../hooks/use-stats-filters'

/**
 * The statistics feature's query keys. The match itself is cached under the shared detail key (same data: the
 * match), so the live socket's invalidation of it reaches this screen too.
 */
export const matchStatsKeys = {
  all: queryRoots.matchStats,
  match: matchDetailKey,
  /** `version` is the match's balls_updated_at/updated_at: a new point or server change means new statistics. */
  stats: (id: number, filter: StatsFilter, version: string) => [...matchStatsKeys.all, id, filter, version] as const,
}
