import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Player, PlayerFilter } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '../api/call-endpoint'
import { queryRoots } from '../query-keys'

/** One request of the coach's athletes; what is left out takes the server's default. */
export interface PlayerListQuery {
  search?: string
  filter?: PlayerFilter
  page?: number
  per_page: number
}

/** Every athletes list, whatever its query: saving an athlete makes them all stale. */
export const playerListsKey = () => [...queryRoots.athletes, 'list'] as const
export const playerListKey = (query: PlayerListQuery) => [...playerListsKey(), query] as const

/**
 * GET /api/v2/players?search&filter&page&per_page → a page of the coach's athletes: the one fetcher of every athletes
 * list (the athletes screen, the wizard's player picker, the athletes an organization may be shown).
 */
export function playerListQueryOptions({ search, filter, page, per_page }: PlayerListQuery) {
  // The key is the request itself: a blank or padded search asks the same as none.
  const query: PlayerListQuery = { search: search?.trim() || undefined, filter, page, per_page }
  return queryOptions({
    queryKey: playerListKey(query),
    queryFn: ({ signal }) => callEndpoint(endpoints.listPlayers, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** `select` for a screen that needs the athletes only, not the page they came on. */
export const playersOf = (list: { players: Player[] }) => list.players
