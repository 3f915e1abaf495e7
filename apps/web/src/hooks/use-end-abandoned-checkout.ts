import { useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { useSession } from '@/lib/auth-session'
import { cancelCheckoutSession } from '@/lib/billing'
import { queryRoots } from '@/lib/query-keys'

/**
 * The cancel page: the coach backed out of the checkout its address names, so that checkout ends now rather than
 * when it expires, and the licence leaves 'pending' at once (docs/decisions/0060-stripe-pending-state.md). Asked once
 * per session id, only when signed in; the API refuses anyone else's session. `failed`: it could not be ended now
 * (the plan may read 'pending' until the checkout expires); a session that is not the coach's is no failure of theirs.
 */
export function useEndAbandonedCheckout(sessionId: string | null): { failed: boolean } {
  const { status } = useSession()
  const queryClient = useQueryClient()
  const { mutate, error } = useMutation({
    mutationFn: cancelCheckoutSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.license }),
  })
  const asked = useRef<string | null>(null)
  useEffect(() => {
    if (!sessionId || status !== 'authenticated' || asked.current === sessionId) return
    asked.current = sessionId
    mutate(sessionId)
  }, [sessionId, status, mutate])
  return { failed: error !== null && !(error instanceof ApiError && error.status === 404) }
}
