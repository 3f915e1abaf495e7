import { useMutation, useQueryClient } from '@tanstack/react-query'
import { playerResponseSchema, type Player, type playerInputSchema } from '@courtside/contracts'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { playerSuggestionsKey, queryRoots } from '@/lib/query-keys'
import { athleteKeys } from './athlete-keys'

export type AthleteValues = z.output<typeof playerInputSchema>

/** POST /api/v2/players → 201 {player}; refreshes the athlete lists and the dashboard's count. */
export function useCreateAthlete() {
  const queryClient = useQueryClient()
  return useMutation<Player, Error, AthleteValues>({
    mutationKey: athleteKeys.create(),
    mutationFn: async (values) =>
      (await apiFetch('/api/v2/players', { method: 'POST', body: { player: values }, schema: playerResponseSchema }))
        .player,
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
      (
        await apiFetch(`/api/v2/players/${id}`, {
          method: 'PATCH',
          body: { player: values },
          schema: playerResponseSchema,
        })
      ).player,
    onSuccess: (player) => {
      queryClient.setQueryData(athleteKeys.detail(player.id), player)
      void queryClient.invalidateQueries({ queryKey: athleteKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
      // The new-match wizard suggests athletes: a saved one must show up there at once.
      void queryClient.invalidateQueries({ queryKey: playerSuggestionsKey() })
    },
  })
}
