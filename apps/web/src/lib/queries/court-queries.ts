import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '../api/call-endpoint'

/**
 * An organization's courts (docs/decisions/0065-club-courts-and-the-court-wall.md): the organization page lists and
 * edits them, the new-match wizard offers them. Every key of an organization's courts starts here.
 */
export const courtListKey = (organizationId: number) => ['courts', organizationId, 'list'] as const

/** GET /api/v2/organizations/:id/courts → the courts by position, each with its current match as far as seen. */
export function courtListQueryOptions(organizationId: number) {
  return queryOptions({
    queryKey: courtListKey(organizationId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.listCourts, { params: { id: organizationId }, signal })).courts,
  })
}
