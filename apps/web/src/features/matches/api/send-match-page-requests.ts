import { pathOf } from '@courtside/contracts'
import * as firstScreenPaths from '@courtside/contracts/first-screen-paths'
import { sendApiRequest } from '@/lib/api-client'
import { getToken } from '@/lib/auth-token'

/** A signed-in device and an id that can be a match: only then does the match page ask for anything. */
export function canAskForMatch(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && Boolean(getToken())
}

export interface MatchPageRequests {
  match: Promise<Response>
  balls: Promise<Response>
}

/**
 * The match page's two requests, sent the moment its URL is known (the route's loader), before any of the page's
 * code, TanStack Query or the schemas have arrived: on a phone those take seconds, and the page's title waits for the
 * match. Their answers are read by the route's prefetch (prefetch-match). Without a token, or for an id
 * that cannot be a match, nothing is sent and the page asks as usual. This module is in the app's entry chunk: it
 * imports only the contracts' zod-free first-screen routes.
 */
export function sendMatchPageRequests(id: number): MatchPageRequests | null {
  if (!canAskForMatch(id)) return null
  const sent = {
    match: sendApiRequest(pathOf(firstScreenPaths.getMatch, { id })),
    balls: sendApiRequest(pathOf(firstScreenPaths.listBalls, { id })),
  }
  // Read (and their failures reported) by the prefetch; one it never reads must not be an unhandled rejection.
  sent.match.catch(() => {})
  sent.balls.catch(() => {})
  return sent
}
