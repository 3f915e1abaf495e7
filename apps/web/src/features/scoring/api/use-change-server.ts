import { useMutation } from '@tanstack/react-query'
import { matchResponseSchema, type Match, type UpdateServerInput } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { scoringKeys } from './scoring-keys'

/**
 * PUT /api/v2/matches/:id/server with `{ player_id }` (next server) or `{ server_order }` (whole order). The match
 * cache belongs to the page, so the caller hands the answer on (MatchRecorder's onMatchUpdated) and shows toasts.
 */
export function useChangeServer(matchId: number) {
  return useMutation<Match, Error, UpdateServerInput>({
    mutationKey: scoringKeys.server(matchId),
    mutationFn: async (input) =>
      (await apiFetch(`/api/v2/matches/${matchId}/server`, { method: 'PUT', body: input, schema: matchResponseSchema }))
        .match,
  })
}
