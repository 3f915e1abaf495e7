import type { PlayerFilter } from '@courtside/contracts'

export interface AthleteListParams {
  search: string
  filter: PlayerFilter
  page: number
}

/** The athletes feature's query keys. */
export const athleteKeys = {
  all: ['athletes'] as const,
  lists: () => [...athleteKeys.all, 'list'] as const,
  list: (params: AthleteListParams) => [...athleteKeys.lists(), params] as const,
  detail: (id: number) => [...athleteKeys.all, 'detail', id] as const,
  stats: (id: number) => [...athleteKeys.all, 'stats', id] as const,
  create: () => [...athleteKeys.all, 'create'] as const,
  update: (id: number) => [...athleteKeys.all, 'update', id] as const,
}

/**
 * Roots of other features' caches that an athlete change makes stale (the dashboard counts active athletes).
 * Features never import each other, so the root is named here; test/query-keys.test.ts keeps it in step.
 */
export const DASHBOARD_ROOT_KEY = ['dashboard'] as const
