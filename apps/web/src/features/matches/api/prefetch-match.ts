import type { QueryClient } from '@tanstack/react-query'
import { matchBallsQueryOptions, matchQueryOptions } from './match-page-queries'
import type { MatchPageRequests } from './send-match-page-requests'

/**
 * Puts the match page's two requests, sent by the route's loader as soon as the URL was known
 * (send-match-page-requests), into the page's queries: the page finds them in flight or done instead of asking after
 * the signed-in shell, the session check and its own code have arrived (issue 13).
 */
export function prefetchMatchPage(queryClient: QueryClient, id: number, sent: MatchPageRequests): void {
  void queryClient.prefetchQuery(matchQueryOptions(id, sent.match))
  void queryClient.prefetchQuery(matchBallsQueryOptions(id, sent.balls))
}
