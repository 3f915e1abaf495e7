import { queryOptions } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { playerListQueryOptions, playersOf } from '@/lib/queries/player-queries'
import { organizationKeys } from './organization-keys'

// The organizations list is read by other features too: one fetcher, in lib/queries.
export { organizationListQueryOptions } from '@/lib/queries/organization-queries'

/** GET /api/v2/organizations/:id: facts, users and shared players (members only). */
export function organizationQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.getOrganization, { params: { id }, signal })).organization,
  })
}

/** GET /api/v2/courts/:court_id: one court with its club (members), for a court's QR start. */
export function courtQueryOptions(courtId: number) {
  return queryOptions({
    queryKey: organizationKeys.court(courtId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.getCourt, { params: { court_id: courtId }, signal })).court,
  })
}

/** GET /api/v2/organizations/:id/wall: the court wall's current link, or null (admins). */
export function courtWallLinkQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.wall(id),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getCourtWallLink, { params: { id }, signal })).wall,
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
  return queryOptions({ ...playerListQueryOptions({ filter: 'agreement', per_page: 100 }), select: playersOf })
}
