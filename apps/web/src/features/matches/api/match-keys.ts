import type { MatchListQuery } from '@courtside/contracts'

export type MatchListParams = Pick<MatchListQuery, 'status' | 'source' | 'page'> & { search: string }

/**
 * The matches feature's query keys. `detail(id)` holds GET /api/v2/matches/:id and `balls(id)` its
 * GET …/balls list: the live socket invalidates exactly these two (['matches', 'detail', id] and
 * ['matches', 'balls', id]).
 */
export const matchKeys = {
  all: ['matches'] as const,
  lists: () => [...matchKeys.all, 'list'] as const,
  list: (params: MatchListParams & { organizationId?: number | null }) => [...matchKeys.lists(), params] as const,
  detail: (id: number) => [...matchKeys.all, 'detail', id] as const,
  balls: (id: number) => [...matchKeys.all, 'balls', id] as const,
  organizationOptions: () => [...matchKeys.all, 'organization-options'] as const,
  playerOptions: (search: string) => [...matchKeys.all, 'player-options', search] as const,
  create: () => [...matchKeys.all, 'create'] as const,
  update: (id: number) => [...matchKeys.all, 'update', id] as const,
  server: (id: number) => [...matchKeys.all, 'server', id] as const,
  remove: (id: number) => [...matchKeys.all, 'delete', id] as const,
}

/**
 * Roots of other features' caches that a match change makes stale: the dashboard (counts and lists), the licence
 * (a pro game was used: the meters everywhere update at once) and the athletes (their figures and recent matches).
 * Features never import each other, so the roots are named here; test/query-keys.test.ts keeps them in step.
 */
export const DASHBOARD_ROOT_KEY = ['dashboard'] as const
export const LICENSE_ROOT_KEY = ['license'] as const
export const ATHLETES_ROOT_KEY = ['athletes'] as const
