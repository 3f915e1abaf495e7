import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { checkoutPollInterval } from '@/lib/checkout-poll'
import { LICENSE_QUERY_OPTIONS } from '@/lib/query-client'
import { licenseKeys } from './license-keys'

/**
 * GET /api/v2/user_license/current with the licence caching and retry policy; fetched again while a checkout just
 * left it pending (lib/checkout-poll.ts), so a payment confirmed after the popup closed shows without a reload.
 */
export function currentLicenseQueryOptions() {
  return queryOptions({
    queryKey: licenseKeys.current(),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCurrentLicense, { signal }),
    ...LICENSE_QUERY_OPTIONS,
    refetchInterval: (query) => checkoutPollInterval(query),
  })
}
