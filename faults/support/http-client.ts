import { newAccount, tokenOf } from '../../apps/api/test/support/accounts.ts'

/** A coach signed up over HTTP on a running server, with what the tests need to record points. */
export interface HttpCoach {
  token: string
  headers: Record<string, string>
  organizationId: number
}

const json = (token?: string) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
})

export async function signUpOverHttp(baseUrl: string): Promise<HttpCoach> {
  const response = await fetch(`${baseUrl}/api/v2/auth/register`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ user: newAccount() }),
  })
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`)
  const token = tokenOf({ headers: { authorization: response.headers.get('authorization') } })
  const orgs = (await (await fetch(`${baseUrl}/api/v2/organizations`, { headers: json(token) })).json()) as {
    organizations: { id: number }[]
  }
  return { token, headers: json(token), organizationId: orgs.organizations[0]!.id }
}

/**
 * A doubles match with advantage scoring (no golden point): points that alternate between the teams keep it at
 * deuce forever, so a test can record any number of points without the match ending.
 */
export async function createEndlessMatch(
  baseUrl: string,
  coach: HttpCoach,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v2/matches`, {
    method: 'POST',
    headers: coach.headers,
    body: JSON.stringify({
      match: {
        title: 'Fault suite',
        organization_id: coach.organizationId,
        license: 'pro',
        rules: {
          sets_to_win: 2,
          games_to_win_set: 6,
          tie_break_points_to_win: 7,
          golden_point: false,
          star_point: false,
          super_tie_break: true,
          super_tie_break_points_to_win: 10,
          final_set_tie_break: false,
          final_set_tie_break_points_to_win: 7,
        },
        pairs: [
          { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
        ...overrides,
      },
    }),
  })
  if (response.status !== 201) throw new Error(`match creation failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { match: { id: number } }).match.id
}

export interface PointAttempt {
  status: number // 0: no answer (connection refused, reset, timeout)
  body: unknown
  ms: number
}

/** One POST of a quick point; never throws: a network failure is status 0. */
export async function postPoint(
  baseUrl: string,
  coach: HttpCoach,
  matchId: number,
  clientId: string,
  team: 0 | 1,
  timeoutMs = 10_000,
): Promise<PointAttempt> {
  const t0 = performance.now()
  try {
    const response = await fetch(`${baseUrl}/api/v2/matches/${matchId}/balls`, {
      method: 'POST',
      headers: coach.headers,
      body: JSON.stringify({ ball: { client_id: clientId, point_type: 'other', winner_team: team } }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: kept as text for the failure message
    }
    return { status: response.status, body, ms: performance.now() - t0 }
  } catch (error) {
    return { status: 0, body: String(error), ms: performance.now() - t0 }
  }
}
