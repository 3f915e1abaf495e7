// The few API calls the smoke run makes, as the web app makes them: sign up, create a match, record points.
import { randomUUID } from 'node:crypto'
import { request } from './https-client.mjs'

/** Signs a new coach up; the token comes back in the Authorization header. */
export async function signUp(baseUrl, ca) {
  const email = `smoke-${randomUUID()}@example.com`
  const password = 'smoke-password-1'
  const user = { first_name: 'Sanna', last_name: 'Smoke', email, password, password_confirmation: password }
  const answer = await request(`${baseUrl}/api/v2/auth/register`, { method: 'POST', body: { user }, ca })
  const header = String(answer.headers.authorization ?? '')
  if (answer.status !== 201 || !header.startsWith('Bearer '))
    throw new Error(`signup through ${baseUrl} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  const token = header.slice('Bearer '.length)
  const orgs = await request(`${baseUrl}/api/v2/organizations`, { headers: auth(token), ca })
  if (orgs.status !== 200) throw new Error(`GET /api/v2/organizations answered ${orgs.status}`)
  return { token, organizationId: orgs.body.organizations[0].id }
}

const auth = (token) => ({ authorization: `Bearer ${token}` })

/**
 * A doubles match at advantage scoring: points alternating between the teams keep it at deuce, so it never ends.
 * A free match: a free plan creates any number of them (pro ones are counted, docs/product.md).
 */
export async function createEndlessMatch(baseUrl, coach, ca) {
  const rules = {
    sets_to_win: 2,
    games_to_win_set: 6,
    tie_break_points_to_win: 7,
    golden_point: false,
    star_point: false,
    super_tie_break: true,
    super_tie_break_points_to_win: 10,
    final_set_tie_break: false,
    final_set_tie_break_points_to_win: 7,
  }
  const match = {
    title: 'Deployment smoke',
    organization_id: coach.organizationId,
    license: 'free',
    rules,
    pairs: [
      { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
      { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
    ],
  }
  const answer = await request(`${baseUrl}/api/v2/matches`, {
    method: 'POST',
    body: { match },
    headers: auth(coach.token),
    ca,
  })
  if (answer.status !== 201) throw new Error(`match creation answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body.match.id
}

/** One quick point; the answer as it came (status 0: no answer at all). */
export function postPoint(baseUrl, coach, matchId, clientId, team, ca) {
  return request(`${baseUrl}/api/v2/matches/${matchId}/balls`, {
    method: 'POST',
    body: { ball: { client_id: clientId, point_type: 'other', winner_team: team } },
    headers: auth(coach.token),
    ca,
  })
}

/**
 * Records `count` points one after the other as the web app's outbox does (ADR 0038): each point keeps its
 * client_id, and a failure without an answer or a 5xx is sent again with it until the server acknowledges the
 * point (201, or 200: it was stored before its first answer was lost). Any other answer fails the run.
 */
export async function recordWithRetries({ baseUrl, coach, matchId, count, ca, onAcknowledged, deadlineMs = 60_000 }) {
  const log = { acknowledged: [], failures: [], replays: 0 }
  for (let index = 0; index < count; index++) {
    const clientId = randomUUID()
    const started = Date.now()
    for (;;) {
      const answer = await postPoint(baseUrl, coach, matchId, clientId, index % 2, ca)
      if (answer.status === 201 || answer.status === 200) {
        if (answer.body?.ball?.client_id !== clientId)
          throw new Error(`point ${index}: the answer is about another point: ${JSON.stringify(answer.body)}`)
        if (answer.status === 200) log.replays++
        log.acknowledged.push(clientId)
        break
      }
      log.failures.push({ index, status: answer.status })
      if (answer.status !== 0 && answer.status < 500)
        throw new Error(`point ${index} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      if (Date.now() - started > deadlineMs)
        throw new Error(`point ${index} not acknowledged within ${deadlineMs} ms (last answer ${answer.status})`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    onAcknowledged?.(index)
  }
  return log
}
