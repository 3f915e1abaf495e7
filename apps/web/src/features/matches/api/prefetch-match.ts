import type { QueryClient } from '@tanstack/react-query'
import { getToken } from '@/lib/auth-token'
import { matchBallsQueryOptions, matchQueryOptions } from './match-page-queries'

/**
 * Starts a match page's two requests as soon as the URL is known, side by side, instead of after the signed-in
 * shell, the session check and the match itself have arrived (issue 13: the match page's largest paint waits for
 * the match). The page's own queries then find them in flight or done. Without a token there is nothing to ask.
 */
export function prefetchMatchPage(queryClient: QueryClient, id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0 || !getToken()) return
  void queryClient.prefetchQuery(matchQueryOptions(id))
  void queryClient.prefetchQuery(matchBallsQueryOptions(id))
}
