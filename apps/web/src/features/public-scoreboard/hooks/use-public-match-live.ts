import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { PUBLIC_MATCH_CHANNEL, publicLiveMessageSchema } from '@courtside/contracts'
import { subscribeAsGuest } from '@/lib/socket'
import { publicMatchKey } from '../api/public-match'

/**
 * Follows PublicMatchChannel for this share token (ADR 0033): every message refetches the scoreboard (a
 * `share_ended` one too, which then answers why the match is gone). Returns whether the stream is up.
 */
export function usePublicMatchLive(token: string, enabled: boolean): boolean {
  const queryClient = useQueryClient()
  const [live, setLive] = useState(false)

  useEffect(() => {
    if (!enabled) return
    const refetch = () => void queryClient.invalidateQueries({ queryKey: publicMatchKey(token) })
    const close = subscribeAsGuest(
      { channel: PUBLIC_MATCH_CHANNEL, token },
      {
        received(data) {
          const message = publicLiveMessageSchema.safeParse(data)
          if (!message.success) return
          if (message.data.type === 'share_ended') setLive(false)
          refetch()
        },
        connected(reconnected) {
          setLive(true)
          // Changes made while the socket was away were not heard.
          if (reconnected) refetch()
        },
        disconnected: () => setLive(false),
        rejected: () => setLive(false),
      },
    )
    return () => {
      close()
      setLive(false)
    }
  }, [token, enabled, queryClient])

  return live
}
