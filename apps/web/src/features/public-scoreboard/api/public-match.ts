import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { ApiError } from '@/lib/api-error'
import { queryRoots } from '@/lib/query-keys'

export const publicMatchKey = (token: string) => [...queryRoots.publicMatch, token] as const

/** GET /api/v2/live/:token: the shared match as a guest sees it. A 404 is an answer (the page says why), not a retry. */
export function publicMatchQueryOptions(token: string) {
  return queryOptions({
    queryKey: publicMatchKey(token),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getPublicMatch, { params: { token }, signal })).match,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  })
}
