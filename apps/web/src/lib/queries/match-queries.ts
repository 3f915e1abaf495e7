import { queryOptions } from '@tanstack/react-query'
import * as firstScreenPaths from '@courtside/contracts/first-screen-paths'
import { callEndpoint, lazyEndpoint } from '../api/call-endpoint'
import { matchBallsKey, matchDetailKey } from '../query-keys'

// The schemas are not in this module's graph: the match page's route sends its two requests as soon as the URL is
// known, before zod and the contracts have arrived; the answers are checked once both are in (ADR 0045, the match
// page's largest paint waits for the match).
const schemas = () => import('./match-endpoints')
const getMatch = lazyEndpoint(firstScreenPaths.getMatch, () => schemas().then((m) => m.getMatch))
const listBalls = lazyEndpoint(firstScreenPaths.listBalls, () => schemas().then((m) => m.listBalls))

/** Hands out a request already sent once: a later fetch of the same query (a refetch, a retry) asks anew. */
function once(sent: Promise<Response> | undefined): () => Promise<Response> | undefined {
  let left = sent
  return () => {
    const taken = left
    left = undefined
    return taken
  }
}

/**
 * GET /api/v2/matches/:id → the match: the one fetcher of a match, for every screen that shows one (the match page,
 * the statistics, the recorder's resync after an outcome it does not know). `sent`: that request, already out.
 */
export async function fetchMatch(id: number, options: { signal?: AbortSignal; sent?: Promise<Response> } = {}) {
  return (await callEndpoint(getMatch, { params: { id }, ...options })).match
}

/** The match, under the shared detail key the live socket invalidates. `sent`: as for fetchMatch (a route's loader). */
export function matchQueryOptions(id: number, sent?: Promise<Response>) {
  const take = once(sent)
  return queryOptions({
    queryKey: matchDetailKey(id),
    queryFn: ({ signal }) => fetchMatch(id, { signal, sent: take() }),
  })
}

/** GET /api/v2/matches/:id/balls → every point so far, in order. `sent`: as for the match. */
export function matchBallsQueryOptions(id: number, sent?: Promise<Response>) {
  const take = once(sent)
  return queryOptions({
    queryKey: matchBallsKey(id),
    queryFn: async ({ signal }) => (await callEndpoint(listBalls, { params: { id }, signal, sent: take() })).balls,
  })
}
