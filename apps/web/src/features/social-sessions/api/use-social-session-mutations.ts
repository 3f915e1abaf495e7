import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateSocialSessionInput, SocialSession } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { laterSession, socialSessionKey, socialSessionListsKey } from '@/lib/queries/social-session-queries'

/**
 * The answer of a write is the whole evening: it goes into the cache unless a later one is already there, and the
 * lists go stale. A refetch still out is left to finish: it may hold another phone's later result (its notice asked
 * for it), and if it was read before this write, its answer gives way to this one (laterSession).
 */
function useStoreSession(organizationId: number) {
  const queryClient = useQueryClient()
  return async (session: SocialSession) => {
    const key = socialSessionKey(organizationId, session.id)
    queryClient.setQueryData<SocialSession>(key, (cached) => laterSession(cached, session))
    await queryClient.invalidateQueries({ queryKey: socialSessionListsKey(organizationId) })
  }
}

/** POST …/social_sessions { session } → 201 the evening (an Americano with every round). */
export function useCreateSocialSession(organizationId: number) {
  const store = useStoreSession(organizationId)
  return useMutation({
    mutationFn: async (session: CreateSocialSessionInput) =>
      (await callEndpoint(endpoints.createSocialSession, { params: { id: organizationId }, body: { session } }))
        .session,
    onSuccess: (session) => store(session),
  })
}

export interface SocialResult {
  round: number
  court: number
  score_a: number
  score_b: number
}

/** PUT …/rounds/:number/matches/:court { result } → the evening with its new standings. */
export function useSaveSocialResult(organizationId: number, sessionId: number) {
  const store = useStoreSession(organizationId)
  return useMutation({
    mutationFn: async ({ round, court, score_a, score_b }: SocialResult) =>
      (
        await callEndpoint(endpoints.setSocialResult, {
          params: { id: organizationId, session_id: sessionId, number: round, court },
          body: { result: { score_a, score_b } },
        })
      ).session,
    onSuccess: (session) => store(session),
  })
}

/** POST …/rounds → 201 the evening with the next Mexicano round made from the standings. */
export function useNextSocialRound(organizationId: number, sessionId: number) {
  const store = useStoreSession(organizationId)
  return useMutation({
    mutationFn: async () =>
      (await callEndpoint(endpoints.createSocialRound, { params: { id: organizationId, session_id: sessionId } }))
        .session,
    onSuccess: (session) => store(session),
  })
}

/**
 * DELETE …/social_sessions/:session_id → 204. The evening's own cache entry is dropped by the screen once it has left
 * the page (dropping it while the page still watches it would ask for it again and meet a 404).
 */
export function useDeleteSocialSession(organizationId: number, sessionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await callEndpoint(endpoints.deleteSocialSession, { params: { id: organizationId, session_id: sessionId } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialSessionListsKey(organizationId) }),
  })
}
