import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  connectRequestResponseSchema,
  createdApiKeySchema,
  organizationMemberResponseSchema,
  organizationPlayerResponseSchema,
  organizationResponseSchema,
  type CreateOrganization,
  type CreatedApiKey,
  type OrganizationRole,
} from '@courtside/contracts'
import { apiFetch, apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'
import { organizationKeys } from './organization-keys'

/** After any membership change: the organizations, the dashboard's connections and the visible matches move. */
function useRefreshAll() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
      queryClient.invalidateQueries({ queryKey: queryRoots.matches }),
    ])
}

/** POST /api/v2/organizations → 201 { organization }. */
export function useCreateOrganization() {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (values: CreateOrganization) =>
      (
        await apiFetch('/api/v2/organizations', {
          method: 'POST',
          body: { organization: values },
          schema: organizationResponseSchema,
        })
      ).organization,
    onSuccess: () => refresh(),
  })
}

/** POST /api/v2/organizations/connect_requests { subdomain } → 201 pending request. */
export function useConnectRequest() {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (subdomain: string) =>
      (
        await apiFetch('/api/v2/organizations/connect_requests', {
          method: 'POST',
          body: { subdomain },
          schema: connectRequestResponseSchema,
        })
      ).connect_request,
    onSuccess: () => refresh(),
  })
}

/** DELETE /api/v2/organizations/:id/membership: leave, or cancel a pending request. */
export function useDisconnect() {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (organizationId: number) => {
      await apiRequest(`/api/v2/organizations/${organizationId}/membership`, { method: 'DELETE' })
    },
    onSuccess: () => refresh(),
  })
}

/** POST …/connect_requests/:request_id/approve|decline (admins). */
export function useDecideRequest(organizationId: number) {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async ({ requestId, decision }: { requestId: number; decision: 'approve' | 'decline' }) => {
      await apiRequest(`/api/v2/organizations/${organizationId}/connect_requests/${requestId}/${decision}`, {
        method: 'POST',
      })
    },
    onSuccess: () => refresh(),
  })
}

/** PATCH …/members/:user_id { member: { role } } (admins). */
export function useChangeRole(organizationId: number) {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: number; role: OrganizationRole }) =>
      (
        await apiFetch(`/api/v2/organizations/${organizationId}/members/${userId}`, {
          method: 'PATCH',
          body: { member: { role } },
          schema: organizationMemberResponseSchema,
        })
      ).member,
    onSuccess: () => refresh(),
  })
}

/** DELETE …/members/:user_id (admins). */
export function useRemoveMember(organizationId: number) {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (userId: number) => {
      await apiRequest(`/api/v2/organizations/${organizationId}/members/${userId}`, { method: 'DELETE' })
    },
    onSuccess: () => refresh(),
  })
}

/** POST …/players { player_id } and DELETE …/players/:player_id. */
export function useSharePlayer(organizationId: number) {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (playerId: number) =>
      (
        await apiFetch(`/api/v2/organizations/${organizationId}/players`, {
          method: 'POST',
          body: { player_id: playerId },
          schema: organizationPlayerResponseSchema,
        })
      ).player,
    onSuccess: () => refresh(),
  })
}

export function useUnsharePlayer(organizationId: number) {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (playerId: number) => {
      await apiRequest(`/api/v2/organizations/${organizationId}/players/${playerId}`, { method: 'DELETE' })
    },
    onSuccess: () => refresh(),
  })
}

/** POST …/api_keys { api_key: { name } } → the key, shown once. */
export function useCreateApiKey(organizationId: number) {
  const queryClient = useQueryClient()
  return useMutation<CreatedApiKey, Error, string>({
    mutationFn: async (name) =>
      (
        await apiFetch(`/api/v2/organizations/${organizationId}/api_keys`, {
          method: 'POST',
          body: { api_key: { name } },
          schema: createdApiKeySchema,
        })
      ).api_key,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.apiKeys(organizationId) }),
  })
}

export function useRevokeApiKey(organizationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (keyId: number) => {
      await apiRequest(`/api/v2/organizations/${organizationId}/api_keys/${keyId}`, { method: 'DELETE' })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.apiKeys(organizationId) }),
  })
}
