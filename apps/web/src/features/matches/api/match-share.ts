import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { type MatchShare } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { matchKeys } from './match-keys'

/** GET /api/v2/matches/:id/share → the match's public link, or null when it has none. */
export function matchShareQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchKeys.share(id),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getMatchShare, { params: { id }, signal })).share,
  })
}

/** POST …/share: a new link (the previous one stops working). */
export function useCreateShareLink(id: number) {
  const queryClient = useQueryClient()
  return useMutation<MatchShare | null, Error, void>({
    mutationKey: [...matchKeys.share(id), 'create'],
    mutationFn: async () => (await callEndpoint(endpoints.createMatchShare, { params: { id } })).share,
    onSuccess: (share) => queryClient.setQueryData(matchKeys.share(id), share),
  })
}

/** DELETE …/share: the link stops working at once. */
export function useRevokeShareLink(id: number) {
  const queryClient = useQueryClient()
  return useMutation<void, Error, void>({
    mutationKey: [...matchKeys.share(id), 'revoke'],
    mutationFn: async () => {
      await callEndpoint(endpoints.revokeMatchShare, { params: { id } })
    },
    onSuccess: () => queryClient.setQueryData(matchKeys.share(id), null),
  })
}
