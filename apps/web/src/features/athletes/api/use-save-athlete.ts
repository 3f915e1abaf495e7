import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Player, type playerInputSchema } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import type { z } from 'zod'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { queryRoots } from '@/lib/query-keys'
import { athleteKeys } from './athlete-keys'

export type AthleteValues = z.output<typeof playerInputSchema>

/**
 * POST /api/v2/players → 201 {player}; refreshes the dashboard's count and every athletes list, the new-match wizard's
 * suggestions and an organization's shareable athletes included: a saved athlete shows up there at once.
 */
export function useCreateAthlete() {
  const queryClient = useQueryClient()
  return useMutation<Player, Error, AthleteValues>({
    mutationKey: athleteKeys.create(),
    mutationFn: async (values) => (await callEndpoint(endpoints.createPlayer, { body: { player: values } })).player,
    onSuccess: (player) => {
      queryClient.setQueryData(athleteKeys.detail(player.id), player)
      void queryClient.invalidateQueries({ queryKey: athleteKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
    },
  })
}

/** PATCH /api/v2/players/:id → {player}. Revoking consent is refused by the API with its "contact support" message. */
export function useUpdateAthlete(id: number) {
  const queryClient = useQueryClient()
  return useMutation<Player, Error, AthleteValues>({
    mutationKey: athleteKeys.update(id),
    mutationFn: async (values) =>
      (await callEndpoint(endpoints.updatePlayer, { params: { id }, body: { player: values } })).player,
    onSuccess: (player) => {
      queryClient.setQueryData(athleteKeys.detail(player.id), player)
      void queryClient.invalidateQueries({ queryKey: athleteKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
    },
  })
}
