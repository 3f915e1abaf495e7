import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { matchShareResponseSchema, type MatchShare } from '@courtside/contracts'
import { apiFetch, apiRequest } from '@/lib/api-client'
import { matchKeys } from './match-keys'

/** GET /api/v2/matches/:id/share → the match's public link, or null when it has none. */
export function matchShareQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchKeys.share(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/matches/${id}/share`, { schema: matchShareResponseSchema, signal })).share,
  })
}

/** POST …/share: a new link (the previous one stops working). */
export function useCreateShareLink(id: number) {
  const queryClient = useQueryClient()
  return useMutation<MatchShare | null, Error, void>({
    mutationKey: [...matchKeys.share(id), 'create'],
    mutationFn: async () =>
      (await apiFetch(`/api/v2/matches/${id}/share`, { method: 'POST', schema: matchShareResponseSchema })).share,
    onSuccess: (share) => queryClient.setQueryData(matchKeys.share(id), share),
  })
}

/** DELETE …/share: the link stops working at once. */
export function useRevokeShareLink(id: number) {
  const queryClient = useQueryClient()
  return useMutation<void, Error, void>({
    mutationKey: [...matchKeys.share(id), 'revoke'],
    mutationFn: async () => {
      await apiRequest(`/api/v2/matches/${id}/share`, { method: 'DELETE' })
    },
    onSuccess: () => queryClient.setQueryData(matchKeys.share(id), null),
  })
}
