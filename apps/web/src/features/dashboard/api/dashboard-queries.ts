import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { dashboardKeys } from './dashboard-keys'

/**
 * GET /api/v2/dashboard: counts, and the latest finished and ongoing matches; `organizationId` is the login
 * organization scope, which narrows the matches to that organization.
 */
export function dashboardQueryOptions(organizationId?: number) {
  return queryOptions({
    queryKey: dashboardKeys.summary(organizationId ?? null),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getDashboard, { query: { organization_id: organizationId || undefined }, signal }),
  })
}
