import type { z } from 'zod'
import {
  connectRequestResponseSchema,
  matchResponseSchema,
  organizationListSchema,
  organizationMemberResponseSchema,
  userResponseSchema,
  type Match,
} from '@courtside/contracts'
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

/** A call that must succeed, its answer parsed with the contract's schema: a changed API fails here, by name. */
export async function apiRead<S extends z.ZodType>(
  schema: S,
  server: RunningServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<z.infer<S>> {
  const res = await apiCall(server, method, path, token, body)
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`)
  }
  return schema.parse(res.body)
}

/** Registers a coach and returns the session token. */
export async function registerCoach(server: RunningServer, coach: Coach): Promise<{ token: string; userId: number }> {
  const res = await apiCall(server, 'POST', '/api/v2/auth/register', null, {
    user: {
      first_name: coach.firstName,
      last_name: coach.lastName,
      email: coach.email,
      password: coach.password,
      password_confirmation: coach.password,
    },
  })
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`)
  const { user } = userResponseSchema.parse(res.body)
  return { token: (res.headers.get('authorization') ?? '').replace(/^Bearer /, ''), userId: user.id }
}

export async function personalOrganizationId(server: RunningServer, token: string): Promise<number> {
  const { organizations } = await apiRead(organizationListSchema, server, 'GET', '/api/v2/organizations', token)
  const org = organizations.find((o) => o.role === 'superadmin')
  if (!org) throw new Error('no personal organization')
  return org.id
}

/**
 * Makes a coach a connected member of an organization the way people do: the member asks to connect by the
 * organization's subdomain, an admin approves (and, for another role than coach, changes it).
 */
export async function addMember(
  server: RunningServer,
  organizationId: number,
  admin: { token: string },
  member: { token: string; userId: number },
  role: 'coach' | 'viewer' | 'admin' = 'coach',
): Promise<void> {
  const { organizations } = await apiRead(organizationListSchema, server, 'GET', '/api/v2/organizations', admin.token)
  const organization = organizations.find((o) => o.id === organizationId)
  if (!organization) throw new Error(`organization ${organizationId} is not the admin's`)
  const { connect_request } = await apiRead(
    connectRequestResponseSchema,
    server,
    'POST',
    '/api/v2/organizations/connect_requests',
    member.token,
    { subdomain: organization.subdomain },
  )
  const path = `/api/v2/organizations/${organizationId}`
  const approved = await apiCall(server, 'POST', `${path}/connect_requests/${connect_request.id}/approve`, admin.token)
  if (approved.status !== 204) throw new Error(`approve answered ${approved.status}: ${JSON.stringify(approved.body)}`)
  if (role === 'coach') return
  await apiRead(organizationMemberResponseSchema, server, 'PATCH', `${path}/members/${member.userId}`, admin.token, {
    member: { role },
  })
}

/** A padel doubles match with four named players (the sport's rules unless `rules` are given). */
export async function createMatch(
  server: RunningServer,
  token: string,
  options: {
    organizationId: number
    license?: 'pro' | 'free'
    visibility?: string
    title?: string
    rules?: Record<string, unknown>
  },
): Promise<Match> {
  const { match } = await apiRead(matchResponseSchema, server, 'POST', '/api/v2/matches', token, {
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
      ...(options.rules ? { rules: options.rules } : {}),
    },
  })
  return match
}
