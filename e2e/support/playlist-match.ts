import { expect } from 'vitest'
import type { Match } from '@courtside/contracts'
import { apiCall, createMatch, personalOrganizationId } from './api.ts'
import type { RunningServer } from './server.ts'

// The match the playlists' e2e plays clips of: ten points with controlled tap times, a video synced at two points.

type Finisher = 'iida' | 'ana' | 'lea' | 'maria'
/** Ten points tapped 3 s apart; Iida's unforced errors are points 2, 4, 7 and 9. */
const POINTS: [Finisher, 'winner' | 'forced_error' | 'unforced_error'][] = [
  ['iida', 'winner'],
  ['iida', 'unforced_error'],
  ['ana', 'unforced_error'],
  ['iida', 'unforced_error'],
  ['lea', 'winner'],
  ['iida', 'forced_error'],
  ['iida', 'unforced_error'],
  ['lea', 'unforced_error'],
  ['iida', 'unforced_error'],
  ['maria', 'winner'],
]
/** The anchors: point 1 at 0:04, and point 6 at 0:24 (the camera ran on through a break the taps did not see). */
export const ANCHORS = [
  { seq: 1, time: 4 },
  { seq: 6, time: 24 },
]
/** A pro match of ten points recorded through the API with their tap times, each ending on a court spot. */
export async function recordPlaylistMatch(
  server: RunningServer,
  token: string,
): Promise<{ match: Match; iida: number }> {
  const match = await createMatch(server, token, { organizationId: await personalOrganizationId(server, token) })
  const [a, b] = match.pairs
  const ids: Record<Finisher, number> = {
    iida: a!.players[0]!.id,
    ana: a!.players[1]!.id,
    lea: b!.players[0]!.id,
    maria: b!.players[1]!.id,
  }
  const base = Date.now() - 10 * 60_000
  for (const [k, [finisher, point_type]] of POINTS.entries()) {
    const res = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
      ball: {
        client_id: crypto.randomUUID(),
        point_type,
        finisher_id: ids[finisher],
        to: { x: 0.2 + 0.06 * k, y: k % 2 === 0 ? 0.8 : 0.3 },
        tapped_at: new Date(base + k * 3_000).toISOString(),
      },
    })
    expect(res.status).toBe(201)
  }
  return { match, iida: ids.iida }
}
