import {
  ballCreatedSchema,
  ballUpdatedSchema,
  matchResponseSchema,
  type CreateBallInput,
  type Match,
  type UpdateBallInput,
} from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'

/** POST /api/v2/matches/:id/balls → { ball, match } (201, or 200 when the client_id was already recorded). */
export function postBall(matchId: number, ball: CreateBallInput) {
  return apiFetch(`/api/v2/matches/${matchId}/balls`, { method: 'POST', body: { ball }, schema: ballCreatedSchema })
}

/** DELETE /api/v2/matches/:id/balls/last → the match without its last point (422 'No points to remove'). */
export async function deleteLastBall(matchId: number): Promise<Match> {
  return (await apiFetch(`/api/v2/matches/${matchId}/balls/last`, { method: 'DELETE', schema: matchResponseSchema }))
    .match
}

/** GET /api/v2/matches/:id, to resync after an operation whose outcome is unknown. */
export async function fetchMatch(matchId: number): Promise<Match> {
  return (await apiFetch(`/api/v2/matches/${matchId}`, { schema: matchResponseSchema })).match
}

/**
 * PATCH /api/v2/matches/:id/balls/:ball_id → { ball, match } (issue 16). 409 'rescoreRequired' when the change gives
 * the point to the other side and `rescore` was not sent.
 */
export function patchBall(matchId: number, ballId: number, ball: UpdateBallInput) {
  return apiFetch(`/api/v2/matches/${matchId}/balls/${ballId}`, {
    method: 'PATCH',
    body: { ball },
    schema: ballUpdatedSchema,
  })
}
