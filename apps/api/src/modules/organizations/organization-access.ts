import type { AppContext } from '../../app-context.ts'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isOrganizationAdmin } from '../matches/index.ts'
import { findMembership, findOrganizationById } from './organization-repository.ts'

/**
 * The caller's connected membership of an organization. Without one the organization reads as missing (404), so
 * ids leak nothing; with `admin`, coaches and viewers get 403 (ADR 0025).
 */
export async function requireMember(
  db: Database,
  organizationId: number,
  userId: number,
  options: { admin?: boolean } = {},
) {
  const membership = await findMembership(db, organizationId, userId)
  if (!membership || membership.status !== 'connected') throw new HttpError(404, 'notFound')
  if (options.admin && !isOrganizationAdmin(membership)) throw new HttpError(403, 'organizationAdminOnly')
  return membership
}

/** Locks the organization row: membership changes of one organization run one after the other (last superadmin). */
export async function lockOrganization(tx: Database, organizationId: number) {
  const organization = await findOrganizationById(tx, organizationId, true)
  if (!organization) throw new HttpError(404, 'notFound')
  return organization
}

/** API keys are managed by admins and superadmins only. */
export async function requireOrganizationAdmin(ctx: AppContext, userId: number, organizationId: number) {
  await requireMember(ctx.db, organizationId, userId, { admin: true })
}
