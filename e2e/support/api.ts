import { organizationMemberships } from '../../apps/api/src/db/schema/index.ts'
import type { RunningServer } from './server.ts'
import type { Coach } from './flows.ts'

/** Arranges data through the real API, as a second client would: faster than the screens, same rules. */
export async function apiCall<T = unknown>(
  server: RunningServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

/** Registers a coach and returns the session token. */
export async function registerCoach(server: RunningServer, coach: Coach): Promise<{ token: string; userId: number }> {
  const res = await apiCall<{ user: { id: number } }>(server, 'POST', '/api/v2/auth/register', null, {
    user: {
      first_name: coach.firstName,
      last_name: coach.lastName,
      email: coach.email,
      password: coach.password,
      password_confirmation: coach.password,
    },
  })
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { token: (res.headers.get('authorization') ?? '').replace(/^Bearer /, ''), userId: res.body.user.id }
}

export async function personalOrganizationId(server: RunningServer, token: string): Promise<number> {
  const res = await apiCall<{ organizations: { id: number; role: string }[] }>(
    server,
    'GET',
    '/api/v2/organizations',
    token,
  )
  const org = res.body.organizations.find((o) => o.role === 'superadmin')
  if (!org) throw new Error('no personal organization')
  return org.id
}

/** A connected member of an organization. Connect requests have no screen yet, so the row is written directly. */
export async function addMember(
  server: RunningServer,
  organizationId: number,
  userId: number,
  role: 'coach' | 'viewer' | 'admin' = 'coach',
): Promise<void> {
  await server.db.insert(organizationMemberships).values({ organizationId, userId, role, status: 'connected' })
}

export interface CreatedMatch {
  id: number
  pairs: { team: 0 | 1; players: { id: number; name: string }[] }[]
}

/** A padel doubles match with four named players. */
export async function createMatch(
  server: RunningServer,
  token: string,
  options: { organizationId: number; license?: 'pro' | 'free'; visibility?: string; title?: string },
): Promise<CreatedMatch> {
  const res = await apiCall<{ match: CreatedMatch }>(server, 'POST', '/api/v2/matches', token, {
    match: {
      title: options.title ?? 'Club final',
      organization_id: options.organizationId,
      sport: 'padel',
      match_type: 'doubles',
      license: options.license ?? 'pro',
      visibility: options.visibility ?? 'internal',
      pairs: [
        { players: [{ name: 'Iida Koski' }, { name: 'Ana Ortiz' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Maria Lopez' }] },
      ],
    },
  })
  if (res.status !== 201) throw new Error(`create match failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.match
}
