import type { Database } from '../../db/database.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isOrganizationAdmin } from '../matches/index.ts'
import { findMembership } from '../organizations/index.ts'

export type CourtMember = NonNullable<Awaited<ReturnType<typeof findMembership>>>

/**
 * The caller's connected membership of the organization. Without one its courts read as missing (404), so ids leak
 * nothing (ADR 0025). Every member reads the courts (packages/contracts/src/court.ts).
 */
export async function requireCourtMember(db: Database, organizationId: number, userId: number): Promise<CourtMember> {
  const membership = await findMembership(db, organizationId, userId)
  if (!membership || membership.status !== 'connected') throw new HttpError(404, 'notFound')
  return membership
}

/** Courts and the wall link are the admins' and superadmins' to change; other members get 403. */
export async function requireCourtAdmin(db: Database, organizationId: number, userId: number): Promise<CourtMember> {
  const membership = await requireCourtMember(db, organizationId, userId)
  if (!isOrganizationAdmin(membership)) throw new HttpError(403, 'organizationAdminOnly')
  return membership
}
