import { matchResponseSchema, type Match, type UpdateMatchVideoInput } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'

/** PUT /api/v2/matches/:id/video → the match with its video and sync (ADR 0037). */
export async function putMatchVideo(matchId: number, video: UpdateMatchVideoInput): Promise<Match> {
  return (
    await apiFetch(`/api/v2/matches/${matchId}/video`, { method: 'PUT', body: { video }, schema: matchResponseSchema })
  ).match
}

/** DELETE /api/v2/matches/:id/video → the match without a video. */
export async function deleteMatchVideo(matchId: number): Promise<Match> {
  return (await apiFetch(`/api/v2/matches/${matchId}/video`, { method: 'DELETE', schema: matchResponseSchema })).match
}
