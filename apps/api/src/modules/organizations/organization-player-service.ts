import { messages, type OrganizationPlayer } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isOrganizationAdmin } from '../matches/index.ts'
import { findOwnedPlayer } from '../players/index.ts'
import {
  deleteOrganizationPlayer,
  findOrganizationPlayer,
  insertOrganizationPlayer,
  listOrganizationPlayers,
} from './organization-player-repository.ts'
import { presentOrganizationPlayer } from './organization-presenter.ts'
import { requireMember } from './organization-access.ts'

/**
 * A coach shares one of their own athletes with an organization they are a member of (not as a viewer), only with
 * the athlete's consent. Sharing twice is harmless: `created` tells which.
 */
export async function sharePlayer(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  playerId: number,
): Promise<{ created: boolean; player: OrganizationPlayer }> {
  const membership = await requireMember(ctx.db, organizationId, userId)
  if (membership.role === 'viewer') throw new HttpError(403, 'viewerCannotShare')
  const athlete = await findOwnedPlayer(ctx.db, userId, playerId)
  if (!athlete) throw new HttpError(422, 'validationFailed', { player_id: [messages.userNotFound] })
  if (!athlete.canSaveGames) {
    throw new HttpError(422, 'validationFailed', { player_id: [messages.playerNeedsConsent] })
  }
  const created = await insertOrganizationPlayer(ctx.db, { organizationId, playerId, now: ctx.config.now() })
  const row = (await listOrganizationPlayers(ctx.db, organizationId)).find((p) => p.playerId === playerId)
  if (!row) throw new HttpError(404, 'notFound')
  return { created, player: presentOrganizationPlayer(row) }
}

/** Unsharing: the athlete's own coach, or an admin of the organization. Consent itself stays as it is. */
export async function unsharePlayer(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  playerId: number,
): Promise<void> {
  const membership = await requireMember(ctx.db, organizationId, userId)
  const shared = await findOrganizationPlayer(ctx.db, organizationId, playerId)
  if (!shared) throw new HttpError(404, 'notFound')
  if (shared.coachId !== userId && !isOrganizationAdmin(membership)) {
    throw new HttpError(403, 'organizationAdminOnly')
  }
  await deleteOrganizationPlayer(ctx.db, organizationId, playerId)
}
