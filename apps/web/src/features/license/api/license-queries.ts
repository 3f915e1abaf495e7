import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { LICENSE_QUERY_OPTIONS } from '@/lib/query-client'
import { licenseKeys } from './license-keys'

/** GET /api/v2/user_license/current with the licence caching and retry policy. */
export function currentLicenseQueryOptions() {
  return queryOptions({
    queryKey: licenseKeys.current(),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCurrentLicense, { signal }),
    ...LICENSE_QUERY_OPTIONS,
  })
}
