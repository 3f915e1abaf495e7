import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '../api/call-endpoint'
import { queryRoots } from '../query-keys'

/** An athlete's focuses (docs/focuses.md), under the athletes root: saving an athlete or a focus makes them stale. */
export const focusesKey = (playerId: number) => [...queryRoots.athletes, 'focuses', playerId] as const

/**
 * GET /api/v2/players/:id/focuses → every focus of the athlete, newest first, with its line and status. Read by the
 * athlete's page and by a match's players before the first point; anyone but the athlete's coach gets a 404.
 */
export function focusesQueryOptions(playerId: number) {
  return queryOptions({
    queryKey: focusesKey(playerId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.listFocuses, { params: { id: playerId }, signal })).focuses,
  })
}
