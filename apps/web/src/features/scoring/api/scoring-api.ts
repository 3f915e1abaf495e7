import {
  ballCreatedSchema,
  ballUpdatedSchema,
  matchResponseSchema,
  type Ball,
  type CreateBallInput,
  type Match,
  type UpdateBallInput,
  type UpdateServerInput,
} from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import type { OutboxTransport } from '../lib/outbox'

/** POST /api/v2/matches/:id/balls → { ball, match } (201, or 200 when the client_id was already recorded). */
export function postBall(matchId: number, ball: CreateBallInput) {
  return apiFetch(`/api/v2/matches/${matchId}/balls`, { method: 'POST', body: { ball }, schema: ballCreatedSchema })
}

/**
 * DELETE /api/v2/matches/:id/balls/last → the match without its last point (422 'No points to remove'). With the
 * point's client_id (ADR 0038) it removes that point only if it is the last one, and is a no-op once it is gone.
 */
export async function deleteLastBall(matchId: number, clientId: string | null = null): Promise<Match> {
  const query = clientId === null ? '' : `?client_id=${encodeURIComponent(clientId)}`
  return (
    await apiFetch(`/api/v2/matches/${matchId}/balls/last${query}`, { method: 'DELETE', schema: matchResponseSchema })
  ).match
}

/** PUT /api/v2/matches/:id/server with `{ player_id }` or `{ server_order }`, and at_point when queued (ADR 0038). */
export async function putServer(matchId: number, change: UpdateServerInput): Promise<Match> {
  return (
    await apiFetch(`/api/v2/matches/${matchId}/server`, { method: 'PUT', body: change, schema: matchResponseSchema })
  ).match
}

/** What the outbox answers: the match after the operation, and the ball when it recorded one. */
export interface OutboxResult {
  match: Match
  ball?: Ball
}

/** The recorder's queue sends through the API (lib/outbox knows no HTTP). */
export const apiOutboxTransport: OutboxTransport<OutboxResult> = {
  sendBall: (matchId, ball) => postBall(matchId, ball),
  sendUndo: async (matchId, target) => ({ match: await deleteLastBall(matchId, target) }),
  sendServer: async (matchId, change) => ({ match: await putServer(matchId, change) }),
}

/** GET /api/v2/matches/:id, to resync after an operation whose outcome is unknown. */
export async function fetchMatch(matchId: number): Promise<Match> {
  return (await apiFetch(`/api/v2/matches/${matchId}`, { schema: matchResponseSchema })).match
}

/**
 * PATCH /api/v2/matches/:id/balls/:ball_id → { ball, match } (ADR 0036). 409 'rescoreRequired' when the change gives
 * the point to the other side and `rescore` was not sent.
 */
export function patchBall(matchId: number, ballId: number, ball: UpdateBallInput) {
  return apiFetch(`/api/v2/matches/${matchId}/balls/${ballId}`, {
    method: 'PATCH',
    body: { ball },
    schema: ballUpdatedSchema,
  })
}
