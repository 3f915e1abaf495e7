import { queryOptions } from '@tanstack/react-query'
import { licenseSchema } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { LICENSE_QUERY_OPTIONS } from '@/lib/query-client'
import { licenseKeys } from './license-keys'

/** GET /api/v2/user_license/current with the licence caching and retry policy. */
export function currentLicenseQueryOptions() {
  return queryOptions({
    queryKey: licenseKeys.current(),
    queryFn: ({ signal }) => apiFetch('/api/v2/user_license/current', { schema: licenseSchema, signal }),
    ...LICENSE_QUERY_OPTIONS,
  })
}
