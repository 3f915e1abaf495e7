import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateFocusInput, Focus } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { focusesKey } from '@/lib/queries/focus-queries'
import { athleteKeys } from './athlete-keys'

/** POST …/players/:id/focuses, PATCH and DELETE …/focuses/:focus_id; each refreshes the athlete's focuses. */
export function useSaveFocus(playerId: number, focusId: number | null) {
  const queryClient = useQueryClient()
  return useMutation<Focus, Error, CreateFocusInput>({
    mutationKey: athleteKeys.focusSave(playerId),
    mutationFn: async (focus) =>
      focusId === null
        ? (await callEndpoint(endpoints.createFocus, { params: { id: playerId }, body: { focus } })).focus
        : (
            await callEndpoint(endpoints.updateFocus, {
              params: { id: playerId, focus_id: focusId },
              body: { focus },
            })
          ).focus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: focusesKey(playerId) }),
  })
}

export function useDeleteFocus(playerId: number) {
  const queryClient = useQueryClient()
  return useMutation<void, Error, number>({
    mutationKey: athleteKeys.focusDelete(playerId),
    mutationFn: async (focusId) => {
      await callEndpoint(endpoints.deleteFocus, { params: { id: playerId, focus_id: focusId } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: focusesKey(playerId) }),
  })
}
