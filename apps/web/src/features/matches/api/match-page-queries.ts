import { queryOptions } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { matchKeys } from './match-keys'

// The schemas are not in this module's graph: the route's prefetch (prefetch-match) sends the match page's two
// requests as soon as the URL is known, before zod and the contracts have arrived; the answers are checked once
// both are in (issue 13, the match page's largest paint waits for the match).
const schemas = () => import('./match-page-schemas')

/** GET /api/v2/matches/:id → the match. */
export function matchQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/v2/matches/${id}`, {
          schema: schemas().then((m) => m.matchResponseSchema),
          signal,
        })
      ).match,
  })
}

/** GET /api/v2/matches/:id/balls → every point so far, in order. */
export function matchBallsQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchKeys.balls(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/v2/matches/${id}/balls`, { schema: schemas().then((m) => m.ballListSchema), signal }))
        .balls,
  })
}
