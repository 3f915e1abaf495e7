import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { ApiError } from '@/lib/api-error'
import { queryRoots } from '@/lib/query-keys'

/**
 * A safety net under the live channel: a showing window opens or closes on the clock, with no point to announce it,
 * so the wall reads itself again this often.
 */
export const WALL_REFRESH_MS = 60_000

export const courtWallKey = (token: string) => [...queryRoots.courtWall, token] as const

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * GET /api/v2/walls/:token (docs/decisions/0065-club-courts-and-the-court-wall.md): the club's courts as a guest
 * sees them. A 404 is an answer (the link was replaced or ended), not a retry, and stops the periodic read.
 */
export function courtWallQueryOptions(token: string) {
  return queryOptions({
    queryKey: courtWallKey(token),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getCourtWall, { params: { token }, signal })).wall,
    retry: (failures, error) => failures < 2 && !notFound(error),
    refetchInterval: (query) => (notFound(query.state.error) ? false : WALL_REFRESH_MS),
  })
}
