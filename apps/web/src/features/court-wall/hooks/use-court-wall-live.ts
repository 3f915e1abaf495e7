import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { PUBLIC_WALL_CHANNEL, publicWallMessageSchema } from '@courtside/contracts'
import { useGuestChannel, type LiveState } from '@/hooks/use-guest-channel'
import { courtWallKey } from '../api/court-wall'

/**
 * Follows PublicWallChannel for this wall token: every message refetches the wall (a `wall_ended` one too, which
 * then answers that the link opens nothing), and so does the socket coming back. Returns the state of the live link.
 */
export function useCourtWallLive(token: string, enabled: boolean): LiveState {
  const queryClient = useQueryClient()
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: courtWallKey(token) }),
    [queryClient, token],
  )
  const onMessage = useCallback(
    (data: unknown) => {
      if (publicWallMessageSchema.safeParse(data).success) refetch()
    },
    [refetch],
  )
  return useGuestChannel(enabled ? { channel: PUBLIC_WALL_CHANNEL, token } : null, onMessage, refetch)
}
