import { queryOptions } from '@tanstack/react-query'
import { dashboardSchema } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { dashboardKeys } from './dashboard-keys'

/**
 * GET /api/v2/dashboard: counts, and the latest finished and ongoing matches; `organizationId` is the login
 * organization scope, which narrows the matches to that organization.
 */
export function dashboardQueryOptions(organizationId?: number) {
  return queryOptions({
    queryKey: dashboardKeys.summary(organizationId ?? null),
    queryFn: ({ signal }) =>
      apiFetch(`/api/v2/dashboard${organizationId ? `?organization_id=${organizationId}` : ''}`, {
        schema: dashboardSchema,
        signal,
      }),
  })
}
