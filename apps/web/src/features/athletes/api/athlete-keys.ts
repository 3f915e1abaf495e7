import { queryRoots } from '@/lib/query-keys'
import type { PlayerFilter } from '@courtside/contracts'

export interface AthleteListParams {
  search: string
  filter: PlayerFilter
  page: number
}

/** The athletes feature's query keys. */
export const athleteKeys = {
  all: queryRoots.athletes,
  lists: () => [...athleteKeys.all, 'list'] as const,
  list: (params: AthleteListParams) => [...athleteKeys.lists(), params] as const,
  detail: (id: number) => [...athleteKeys.all, 'detail', id] as const,
  stats: (id: number) => [...athleteKeys.all, 'stats', id] as const,
  create: () => [...athleteKeys.all, 'create'] as const,
  update: (id: number) => [...athleteKeys.all, 'update', id] as const,
}
