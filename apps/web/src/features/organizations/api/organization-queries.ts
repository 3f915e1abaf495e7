import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { organizationKeys } from './organization-keys'

/** The screen shows every organization at once: nobody belongs to a hundred clubs. */
const LIST_SIZE = 100

/** GET /api/v2/organizations: the user's organizations with role and coach status (pending ones included). */
export function organizationListQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.lists(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listOrganizations, { query: { per_page: LIST_SIZE }, signal }),
  })
}

/** GET /api/v2/organizations/:id: facts, users and shared players (members only). */
export function organizationQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.getOrganization, { params: { id }, signal })).organization,
  })
}

/** GET /api/v2/organizations/:id/connect_requests (admins). */
export function connectRequestsQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.requests(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.listConnectRequests, { params: { id }, signal })).connect_requests,
  })
}

/** GET /api/v2/organizations/:id/api_keys (admins). */
export function apiKeysQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.apiKeys(id),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.listApiKeys, { params: { id }, signal })).api_keys,
  })
}

/** The coach's own athletes with consent: the only ones that may be shared with an organization. */
export function shareableAthletesQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.shareable(),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.listPlayers, { query: { filter: 'agreement', per_page: 100 }, signal })).players,
  })
}
