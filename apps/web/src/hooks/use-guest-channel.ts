import { useEffect, useRef, useState } from 'react'
import { subscribeAsGuest } from '@/lib/socket'

/** A guest screen's live link: before the first connection, up, or down (and reconnecting by itself). */
export type LiveState = 'connecting' | 'live' | 'offline'

/**
 * Follows one guest channel of the live socket (a share token's scoreboard, a court wall): `onMessage` gets every
 * message, and `onResync` runs when changes may have been missed (the socket came back, or its first confirmation
 * came too late for the server's catch-up). A rejected subscription reads as offline: the screen's own read then
 * says why.
 */
export function useGuestChannel(
  identifier: ({ channel: string } & Record<string, unknown>) | null,
  onMessage: (data: unknown) => void,
  onResync: () => void,
): LiveState {
  const key = identifier ? JSON.stringify(identifier) : null
  // The state of the subscription it belongs to: a new identifier starts from 'connecting' without an extra render.
  const [link, setLink] = useState<{ key: string | null; state: LiveState }>({ key: null, state: 'connecting' })
  const handlers = useRef({ onMessage, onResync })
  useEffect(() => {
    handlers.current = { onMessage, onResync }
  })

  useEffect(() => {
    if (key === null) return
    const set = (state: LiveState) => setLink({ key, state })
    return subscribeAsGuest(JSON.parse(key) as { channel: string }, {
      received: (data) => handlers.current.onMessage(data),
      connected(missed) {
        set('live')
        if (missed) handlers.current.onResync()
      },
      disconnected: () => set('offline'),
      rejected: () => set('offline'),
    })
  }, [key])

  return link.key === key ? link.state : 'connecting'
}
