import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { PUBLIC_MATCH_CHANNEL, publicLiveMessageSchema } from '@courtside/contracts'
import { useGuestChannel, type LiveState } from '@/hooks/use-guest-channel'
import { publicMatchKey } from '../api/public-match'

/**
 * Follows PublicMatchChannel for this share token (ADR 0033): every message refetches the scoreboard (a
 * `share_ended` one too, which then answers why the match is gone), but a change it already shows. Returns the state
 * of the live link.
 */
export function usePublicMatchLive(token: string, enabled: boolean): LiveState {
  const queryClient = useQueryClient()
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: publicMatchKey(token) }),
    [queryClient, token],
  )
  const onMessage = useCallback(
    (data: unknown) => {
      const parsed = publicLiveMessageSchema.safeParse(data)
      if (!parsed.success) return
      // A change the scoreboard already shows (told again to a new subscriber, ADR 0078) asks nothing; server times.
      const shown = queryClient.getQueryData<{ updated_at: string }>(publicMatchKey(token))?.updated_at
      const message = parsed.data
      if (
        message.type === 'match_updated' &&
        shown !== undefined &&
        Date.parse(shown) >= Date.parse(message.updated_at)
      )
        return
      refetch()
    },
    [queryClient, refetch, token],
  )
  return useGuestChannel(enabled ? { channel: PUBLIC_MATCH_CHANNEL, token } : null, onMessage, refetch)
}
