import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateCourtInput } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { courtListKey } from '@/lib/queries/court-queries'
import { organizationKeys } from './organization-keys'

/** After any write the list is asked again: a move shifts the courts between, and the answer carries one court. */
function useRefreshCourts(organizationId: number) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: courtListKey(organizationId) })
}

/** POST …/courts { court: { name } } → 201 the court, placed last. */
export function useCreateCourt(organizationId: number) {
  const refresh = useRefreshCourts(organizationId)
  return useMutation({
    mutationFn: async (name: string) =>
      (await callEndpoint(endpoints.createCourt, { params: { id: organizationId }, body: { court: { name } } })).court,
    onSuccess: refresh,
  })
}

/** PATCH …/courts/:court_id { court: { name?, position? } } → the court. */
export function useUpdateCourt(organizationId: number) {
  const refresh = useRefreshCourts(organizationId)
  return useMutation({
    mutationFn: async ({ id, ...court }: UpdateCourtInput & { id: number }) =>
      (
        await callEndpoint(endpoints.updateCourt, {
          params: { id: organizationId, court_id: id },
          body: { court },
        })
      ).court,
    onSuccess: refresh,
  })
}

/** DELETE …/courts/:court_id → 204; its matches stay, with no court. */
export function useDeleteCourt(organizationId: number) {
  const refresh = useRefreshCourts(organizationId)
  return useMutation({
    mutationFn: async (id: number) => {
      await callEndpoint(endpoints.deleteCourt, { params: { id: organizationId, court_id: id } })
    },
    onSuccess: refresh,
  })
}

/** POST …/wall → a new wall link (the old one stops working); DELETE …/wall ends it. The answer is the new state. */
export function useCourtWallLink(organizationId: number) {
  const queryClient = useQueryClient()
  const key = organizationKeys.wall(organizationId)
  const create = useMutation({
    mutationFn: async () =>
      (await callEndpoint(endpoints.createCourtWallLink, { params: { id: organizationId } })).wall,
    onSuccess: (wall) => queryClient.setQueryData(key, wall),
  })
  const revoke = useMutation({
    mutationFn: async () => {
      await callEndpoint(endpoints.revokeCourtWallLink, { params: { id: organizationId } })
    },
    onSuccess: () => queryClient.setQueryData(key, null),
  })
  return { create, revoke }
}
