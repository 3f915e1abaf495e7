import { playerListsKey } from '@/lib/queries/player-queries'
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
  /** Every athletes list, this screen's and other features' (lib/queries). */
  lists: playerListsKey,
  detail: (id: number) => [...athleteKeys.all, 'detail', id] as const,
  stats: (id: number) => [...athleteKeys.all, 'stats', id] as const,
  create: () => [...athleteKeys.all, 'create'] as const,
  update: (id: number) => [...athleteKeys.all, 'update', id] as const,
  /** The focuses list itself is lib/queries' focusesKey: a match's players read it too. */
  focusSave: (id: number) => [...athleteKeys.all, 'focus-save', id] as const,
  focusDelete: (id: number) => [...athleteKeys.all, 'focus-delete', id] as const,
}
