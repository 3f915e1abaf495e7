import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type CreateOrganization, type CreatedApiKey, type OrganizationRole } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
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
      (await callEndpoint(endpoints.createOrganization, { body: { organization: values } })).organization,
    onSuccess: () => refresh(),
  })
}

/** POST /api/v2/organizations/connect_requests { subdomain } → 201 pending request. */
export function useConnectRequest() {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (subdomain: string) =>
      (await callEndpoint(endpoints.createConnectRequest, { body: { subdomain } })).connect_request,
    onSuccess: () => refresh(),
  })
}

/** DELETE /api/v2/organizations/:id/membership: leave, or cancel a pending request. */
export function useDisconnect() {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (organizationId: number) => {
      await callEndpoint(endpoints.leaveOrganization, { params: { id: organizationId } })
    },
    onSuccess: () => refresh(),
  })
}

/** POST …/connect_requests/:request_id/approve|decline (admins). */
export function useDecideRequest(organizationId: number) {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async ({ requestId, decision }: { requestId: number; decision: 'approve' | 'decline' }) => {
      const endpoint = decision === 'approve' ? endpoints.approveConnectRequest : endpoints.declineConnectRequest
      await callEndpoint(endpoint, { params: { id: organizationId, request_id: requestId } })
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
        await callEndpoint(endpoints.changeMemberRole, {
          params: { id: organizationId, user_id: userId },
          body: { member: { role } },
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
      await callEndpoint(endpoints.removeMember, { params: { id: organizationId, user_id: userId } })
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
        await callEndpoint(endpoints.shareOrganizationPlayer, {
          params: { id: organizationId },
          body: { player_id: playerId },
        })
      ).player,
    onSuccess: () => refresh(),
  })
}

export function useUnsharePlayer(organizationId: number) {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: async (playerId: number) => {
      await callEndpoint(endpoints.unshareOrganizationPlayer, { params: { id: organizationId, player_id: playerId } })
    },
    onSuccess: () => refresh(),
  })
}

/** POST …/api_keys { api_key: { name } } → the key, shown once. */
export function useCreateApiKey(organizationId: number) {
  const queryClient = useQueryClient()
  return useMutation<CreatedApiKey, Error, string>({
    mutationFn: async (name) =>
      (await callEndpoint(endpoints.createApiKey, { params: { id: organizationId }, body: { api_key: { name } } }))
        .api_key,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.apiKeys(organizationId) }),
  })
}

export function useRevokeApiKey(organizationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (keyId: number) => {
      await callEndpoint(endpoints.revokeApiKey, { params: { id: organizationId, key_id: keyId } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.apiKeys(organizationId) }),
  })
}
