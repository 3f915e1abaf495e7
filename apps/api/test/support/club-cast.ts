import { expect } from 'vitest'
import type { TestApp } from './test-app.ts'
import { coach, joinOrganization } from './matches.ts'

export type ClubMember = Awaited<ReturnType<typeof coach>> & { email: string }

/** A club with one person in every place a permission test needs, and a stranger outside it. */
export interface ClubCast {
  clubId: number
  /** Superadmin of the club (its creator). */
  owner: ClubMember
  admin: ClubMember
  clubCoach: ClubMember
  viewer: ClubMember
  /** A member whose account is a coach viewer, in `coachViewerRole`. */
  coachViewer: ClubMember
  /** A member not yet accepted, in `pendingRole`. */
  pending: ClubMember
  /** Superadmin of their own organization only. */
  stranger: ClubMember
}

/** Signs the seven up one after the other, creates the club and sets every membership through the database. */
export async function clubCast(
  t: TestApp,
  options: { subdomain: string; coachViewerRole: 'admin' | 'coach'; pendingRole: 'admin' | 'coach' },
): Promise<ClubCast> {
  const people: ClubMember[] = []
  for (let i = 0; i < 7; i++) {
    const person = await coach(t.app)
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: person.headers })
    people.push({ ...person, email: me.json().email as string })
  }
  const [owner, admin, clubCoach, viewer, coachViewer, pending, stranger] = people as [
    ClubMember,
    ClubMember,
    ClubMember,
    ClubMember,
    ClubMember,
    ClubMember,
    ClubMember,
  ]
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/organizations',
    headers: owner.headers,
    payload: { organization: { name: 'Padel Club', subdomain: options.subdomain } },
  })
  expect(created.statusCode).toBe(201)
  const clubId = created.json().organization.id as number
  await joinOrganization(t.db, admin.userId, clubId, 'admin')
  await joinOrganization(t.db, clubCoach.userId, clubId, 'coach')
  await joinOrganization(t.db, viewer.userId, clubId, 'viewer')
  await joinOrganization(t.db, coachViewer.userId, clubId, options.coachViewerRole)
  await joinOrganization(t.db, pending.userId, clubId, options.pendingRole, 'pending')
  const flag = await t.app.inject({
    method: 'PATCH',
    url: '/api/v2/user/me',
    headers: coachViewer.headers,
    payload: { user: { coach_viewer: true } },
  })
  expect(flag.statusCode).toBe(200)
  return { clubId, owner, admin, clubCoach, viewer, coachViewer, pending, stranger }
}
