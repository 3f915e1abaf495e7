import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { matchKeys } from '@/features/matches/api/match-keys'
import { apiOutboxTransport } from '@/features/scoring/api/scoring-api'
import { startOutboxSync } from '@/features/scoring/lib/outbox-sync'
import { queryRoots } from '@/lib/query-keys'

/**
 * Signed in: every match's queue of points recorded on this device drains in the background (ADR 0038), and what the
 * server confirms lands in the matches caches, whichever screen is open.
 */
export function OutboxSync() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      startOutboxSync(apiOutboxTransport, (matchId) => ({
        confirmed: (result) => {
          queryClient.setQueryData(matchKeys.detail(matchId), result.match)
          void queryClient.invalidateQueries({ queryKey: matchKeys.balls(matchId) })
          void queryClient.invalidateQueries({ queryKey: matchKeys.lists() })
          void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
        },
      })),
    [queryClient],
  )
  return null
}
