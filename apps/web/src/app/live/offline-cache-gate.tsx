import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { LoadingScreen } from '@/components/loading-screen'
import { useCurrentUser } from '@/lib/auth-session'
import { restoreOfflineCache } from '@/lib/offline-cache'

/**
 * Signed-in screens render once the matches caches this device kept are back (IndexedDB, a few milliseconds), so a
 * match page opened offline shows the match instead of a network error (ADR 0038).
 */
export function OfflineCacheGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { id: userId } = useCurrentUser()
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void restoreOfflineCache(queryClient, userId).then((unsubscribe) => {
      if (cancelled) unsubscribe()
      else {
        stop = unsubscribe
        // The whole signed-in page appears with this: in a transition React renders it in slices a tap or a paint
        // can come between, instead of one long task on a phone (ADR 0046, the match page's blocking time).
        startTransition(() => setRestored(true))
      }
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [queryClient, userId])
  return restored ? children : <LoadingScreen />
}
