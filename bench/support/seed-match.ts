import { randomUUID } from 'node:crypto'
import { apiCall, createMatch, personalOrganizationId, registerCoach } from '../../e2e/support/api.ts'
import type { Coach } from '../../e2e/support/flows.ts'
import type { RunningServer } from '../../e2e/support/server.ts'

/**
 * A coach with a pro padel doubles match titled "Club final" and `points` quick points recorded through the API,
 * the teams taking turns (games reach deuce, so the match is still going after 100 points).
 */
export async function seedMatchWithPoints(
  server: RunningServer,
  coach: Coach,
  points: number,
): Promise<{ token: string; matchId: number }> {
  const { token } = await registerCoach(server, coach)
  const organizationId = await personalOrganizationId(server, token)
  const match = await createMatch(server, token, { organizationId, license: 'pro' })
  for (let i = 0; i < points; i++) {
    const team = match.pairs[i % 2]!
    const finisher = team.players[0]!.id
    const res = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
      ball: { client_id: randomUUID(), point_type: 'winner', finisher_id: finisher },
    })
    if (res.status !== 201) throw new Error(`point ${i + 1} failed: ${res.status} ${JSON.stringify(res.body)}`)
  }
  return { token, matchId: match.id }
}
