import { queryOptions } from '@tanstack/react-query'
import { dashboardSchema } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { dashboardKeys } from './dashboard-keys'

/** GET /api/v2/dashboard: counts, and the latest finished and ongoing matches. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => apiFetch('/api/v2/dashboard', { schema: dashboardSchema, signal }),
  })
}
