import { type Match, type UpdateMatchVideoInput } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'

/** PUT /api/v2/matches/:id/video → the match with its video and sync (ADR 0037). */
export async function putMatchVideo(matchId: number, video: UpdateMatchVideoInput): Promise<Match> {
  return (await callEndpoint(endpoints.setMatchVideo, { params: { id: matchId }, body: { video } })).match
}

/** DELETE /api/v2/matches/:id/video → the match without a video. */
export async function deleteMatchVideo(matchId: number): Promise<Match> {
  return (await callEndpoint(endpoints.removeMatchVideo, { params: { id: matchId } })).match
}
