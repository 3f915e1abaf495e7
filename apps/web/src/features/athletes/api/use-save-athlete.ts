import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Player, type playerInputSchema } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import type { z } from 'zod'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { playerSuggestionsKey, queryRoots } from '@/lib/query-keys'
import { athleteKeys } from './athlete-keys'

export type AthleteValues = z.output<typeof playerInputSchema>

/** POST /api/v2/players → 201 {player}; refreshes the athlete lists and the dashboard's count. */
export function useCreateAthlete() {
  const queryClient = useQueryClient()
  return useMutation<Player, Error, AthleteValues>({
    mutationKey: athleteKeys.create(),
    mutationFn: async (values) => (await callEndpoint(endpoints.createPlayer, { body: { player: values } })).player,
    onSuccess: (player) => {
      queryClient.setQueryData(athleteKeys.detail(player.id), player)
      void queryClient.invalidateQueries({ queryKey: athleteKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
      // The new-match wizard suggests athletes: a saved one must show up there at once.
      void queryClient.invalidateQueries({ queryKey: playerSuggestionsKey() })
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
      // The new-match wizard suggests athletes: a saved one must show up there at once.
      void queryClient.invalidateQueries({ queryKey: playerSuggestionsKey() })
    },
  })
}
