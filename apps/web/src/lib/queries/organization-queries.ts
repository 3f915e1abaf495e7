import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '../api/call-endpoint'
import { queryRoots } from '../query-keys'

/** Every organization at once: nobody belongs to a hundred clubs. */
const LIST_SIZE = 100

/** The organizations list: the organizations screen, the scope switcher and the new-match wizard read it. */
export const organizationListKey = () => [...queryRoots.organizations, 'list'] as const

/**
 * GET /api/v2/organizations → the user's organizations with role and coach status (pending ones included): the one
 * fetcher of that list; a screen that shows only some narrows it with `select`.
 */
export function organizationListQueryOptions() {
  return queryOptions({
    queryKey: organizationListKey(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listOrganizations, { query: { per_page: LIST_SIZE }, signal }),
  })
}
