import { matchBallsKey, matchDetailKey, matchListsKey, queryRoots } from '@/lib/query-keys'
import type { MatchListQuery } from '@courtside/contracts'

export type MatchListParams = Pick<MatchListQuery, 'status' | 'source' | 'page'> & { search: string }

/**
 * The matches feature's query keys; the match and its balls are the shared keys of lib/query-keys, the organizations
 * and athletes the wizard offers the lists of lib/queries.
 */
export const matchKeys = {
  all: queryRoots.matches,
  lists: matchListsKey,
  list: (params: MatchListParams & { organizationId?: number | null }) => [...matchKeys.lists(), params] as const,
  detail: matchDetailKey,
  balls: matchBallsKey,
  create: () => [...matchKeys.all, 'create'] as const,
  update: (id: number) => [...matchKeys.all, 'update', id] as const,
  server: (id: number) => [...matchKeys.all, 'server', id] as const,
  remove: (id: number) => [...matchKeys.all, 'delete', id] as const,
  /** The public scoreboard link of a match (ADR 0033). */
  share: (id: number) => [...matchKeys.all, 'share', id] as const,
}
