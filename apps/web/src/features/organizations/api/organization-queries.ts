import { queryOptions } from '@tanstack/react-query'
import {
  apiKeyListSchema,
  connectRequestListSchema,
  organizationDetailResponseSchema,
  organizationListSchema,
  playerListSchema,
} from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { organizationKeys } from './organization-keys'

/** The screen shows every organization at once: nobody belongs to a hundred clubs. */
const LIST_SIZE = 100

/** GET /api/v2/organizations: the user's organizations with role and coach status (pending ones included). */
export function organizationListQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.lists(),
    queryFn: ({ signal }) =>
      apiFetch(`/api/v2/organizations?per_page=${LIST_SIZE}`, { schema: organizationListSchema, signal }),
  })
}

/** GET /api/v2/organizations/:id: facts, users and shared players (members only). */
export function organizationQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/organizations/${id}`, { schema: organizationDetailResponseSchema, signal }))
        .organization,
  })
}

/** GET /api/v2/organizations/:id/connect_requests (admins). */
export function connectRequestsQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.requests(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/organizations/${id}/connect_requests`, { schema: connectRequestListSchema, signal }))
        .connect_requests,
  })
}

/** GET /api/v2/organizations/:id/api_keys (admins). */
export function apiKeysQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.apiKeys(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/organizations/${id}/api_keys`, { schema: apiKeyListSchema, signal })).api_keys,
  })
}

/** The coach's own athletes with consent: the only ones that may be shared with an organization. */
export function shareableAthletesQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.shareable(),
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/v2/players?filter=agreement&per_page=100', { schema: playerListSchema, signal })).players,
  })
}
