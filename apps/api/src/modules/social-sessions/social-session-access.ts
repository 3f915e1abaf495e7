import type { Database } from '../../db/database.ts'
import type { SocialSessionRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isOrganizationAdmin } from '../matches/index.ts'
import { findMembership } from '../organizations/index.ts'

export type SocialMember = NonNullable<Awaited<ReturnType<typeof findMembership>>>

/**
 * The caller's connected membership of the organization. Without one its sessions read as missing (404), so ids leak
 * nothing (ADR 0025). Every member may read a session and enter results (packages/contracts/src/social-session.ts).
 */
export async function requireSocialMember(db: Database, organizationId: number, userId: number): Promise<SocialMember> {
  const membership = await findMembership(db, organizationId, userId)
  if (!membership || membership.status !== 'connected') throw new HttpError(404, 'notFound')
  return membership
}

/** Admins, superadmins and coaches start sessions; a viewer gets 403. */
export function requireSessionStarter(membership: SocialMember): void {
  if (membership.role === 'viewer') throw new HttpError(403, 'socialSessionCoachOnly')
}

/** Whether `userId` may add a round to and delete the session: its organizer, or an admin of the organization. */
export const mayManageSession = (membership: SocialMember, session: SocialSessionRow, userId: number): boolean =>
  session.createdById === userId || isOrganizationAdmin(membership)

export function requireSessionManager(membership: SocialMember, session: SocialSessionRow, userId: number): void {
  if (!mayManageSession(membership, session, userId)) throw new HttpError(403, 'socialSessionOrganizerOnly')
}
