import type { StatsFilter } from '../hooks/use-stats-filters'

/**
 * The statistics feature's query keys. The match itself is cached under the matches feature's detail key
 * (['matches', 'detail', id], same data: the match), so the live socket's invalidation of it reaches this screen
 * too; features never import each other, hence the literal.
 */
export const matchStatsKeys = {
  all: ['match-stats'] as const,
  match: (id: number) => ['matches', 'detail', id] as const,
  /** `version` is the match's balls_updated_at/updated_at: a new point or server change means new statistics. */
  stats: (id: number, filter: StatsFilter, version: string) => [...matchStatsKeys.all, id, filter, version] as const,
}
