import { queryOptions } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { matchKeys } from './match-keys'
import { matchBallsPath, matchPath } from './send-match-page-requests'

// The schemas are not in this module's graph: the route sends the match page's two requests as soon as the URL is
// known, before zod and the contracts have arrived; the answers are checked once both are in (ADR 0045, the match
// page's largest paint waits for the match).
const schemas = () => import('./match-page-schemas')

/** Hands out a request already sent once: a later fetch of the same query (a refetch, a retry) asks anew. */
function once(sent: Promise<Response> | undefined): () => Promise<Response> | undefined {
  let left = sent
  return () => {
    const taken = left
    left = undefined
    return taken
  }
}

/** GET /api/v2/matches/:id → the match. `sent`: that request, already out (the route's loader). */
export function matchQueryOptions(id: number, sent?: Promise<Response>) {
  const take = once(sent)
  return queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(matchPath(id), { schema: schemas().then((m) => m.matchResponseSchema), signal, sent: take() }))
        .match,
  })
}

/** GET /api/v2/matches/:id/balls → every point so far, in order. `sent`: as for the match. */
export function matchBallsQueryOptions(id: number, sent?: Promise<Response>) {
  const take = once(sent)
  return queryOptions({
    queryKey: matchKeys.balls(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(matchBallsPath(id), { schema: schemas().then((m) => m.ballListSchema), signal, sent: take() }))
        .balls,
  })
}
