import type { QueryClient } from '@tanstack/react-query'
import { matchBallsQueryOptions, matchQueryOptions } from '@/lib/queries/match-queries'
import { canAskForMatch, type MatchPageRequests } from './send-match-page-requests'

/**
 * Starts the match page's two queries from its route's loader, before the page renders: with the requests the
 * loader already sent (send-match-page-requests, the page the app opened on) or as the queries' own, side by side,
 * instead of the balls after the match. Fresh data in the cache is not asked again. Without a
 * token there is nothing to ask.
 */
export function prefetchMatchPage(queryClient: QueryClient, id: number, sent: MatchPageRequests | null): void {
  if (!canAskForMatch(id)) return
  void queryClient.prefetchQuery(matchQueryOptions(id, sent?.match))
  void queryClient.prefetchQuery(matchBallsQueryOptions(id, sent?.balls))
}
