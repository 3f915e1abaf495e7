import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { queryRoots } from '@/lib/query-keys'

/** The settings feature's query keys. */
export const settingsKeys = {
  all: queryRoots.settings,
  current: () => [...settingsKeys.all, 'current'] as const,
}

/** GET /api/v2/user/settings: match defaults and e-mail preferences (ADR 0031). */
export function userSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.current(),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getSettings, { signal })).settings,
  })
}
