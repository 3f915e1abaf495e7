import {
  type Ball,
  type CreateBallInput,
  type Match,
  type UpdateBallInput,
  type UpdateServerInput,
} from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import type { OutboxTransport } from '../lib/outbox'

// The match itself has one fetcher, shared by every feature that shows it.
export { fetchMatch } from '@/lib/queries/match-queries'

/** POST /api/v2/matches/:id/balls → { ball, match } (201, or 200 when the client_id was already recorded). */
export function postBall(matchId: number, ball: CreateBallInput) {
  return callEndpoint(endpoints.recordBall, { params: { id: matchId }, body: { ball } })
}

/**
 * DELETE /api/v2/matches/:id/balls/last → the match without its last point (422 'No points to remove'). With the
 * point's client_id (ADR 0038) it removes that point only if it is the last one, and is a no-op once it is gone.
 */
export async function deleteLastBall(matchId: number, clientId: string | null = null): Promise<Match> {
  const query = { client_id: clientId ?? undefined }
  return (await callEndpoint(endpoints.undoLastBall, { params: { id: matchId }, query })).match
}

/** PUT /api/v2/matches/:id/server with `{ player_id }` or `{ server_order }`, and at_point when queued (ADR 0038). */
export async function putServer(matchId: number, change: UpdateServerInput): Promise<Match> {
  return (await callEndpoint(endpoints.changeServer, { params: { id: matchId }, body: change })).match
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

/**
 * PATCH /api/v2/matches/:id/balls/:ball_id → { ball, match } (ADR 0036). 409 'rescoreRequired' when the change gives
 * the point to the other side and `rescore` was not sent.
 */
export function patchBall(matchId: number, ballId: number, ball: UpdateBallInput) {
  return callEndpoint(endpoints.editBall, { params: { id: matchId, ball_id: ballId }, body: { ball } })
}
