import type { z } from 'zod'
import {
  messages,
  type ListMeta,
  type Player,
  type PlayerFilter,
  playerInputSchema,
  playerPatchSchema,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isoDate } from '../licenses/index.ts'
import { presentPlayer } from './player-presenter.ts'
import {
  deletePlayer,
  findOwnedPlayer,
  insertPlayer,
  listOwnedPlayers,
  updatePlayer,
  type PlayerChanges,
} from './player-repository.ts'

type PlayerInput = z.output<typeof playerInputSchema>
type PlayerPatch = z.output<typeof playerPatchSchema>

const notFound = () => new HttpError(404, 'userNotFound')
const invalid = (errors: Record<string, string[]>) => new HttpError(422, 'validationFailed', errors)

export async function createPlayer(ctx: AppContext, userId: number, input: PlayerInput): Promise<Player> {
  const now = ctx.config.now()
  const row = await insertPlayer(ctx.db, {
    userId,
    firstName: input.first_name,
    lastName: input.last_name,
    displayName: input.display_name,
    email: input.email,
    canSaveGames: input.can_save_games,
    // Consent is dated when it is given.
    permissionDate: input.can_save_games ? isoDate(now) : null,
    isCoached: input.is_coached,
    coachingStartDate: input.coaching_start_date ?? (input.is_coached ? isoDate(now) : null),
    createdAt: now,
    updatedAt: now,
  })
  return presentPlayer(row)
}

export async function listPlayers(
  ctx: AppContext,
  userId: number,
  query: { search?: string | undefined; filter: PlayerFilter; page: number; per_page: number },
): Promise<{ players: Player[]; meta: ListMeta }> {
  const { rows, total } = await listOwnedPlayers(ctx.db, userId, {
    search: query.search || undefined,
    filter: query.filter,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })
  return { players: rows.map(presentPlayer), meta: { page: query.page, per_page: query.per_page, total } }
}

export async function getPlayer(ctx: AppContext, userId: number, id: number): Promise<Player> {
  const row = await findOwnedPlayer(ctx.db, userId, id)
  if (!row) throw notFound()
  return presentPlayer(row)
}

/**
 * Applies a patch and checks the merged athlete with the create rules: a name remains, coaching keeps consent.
 * Consent is granted here (dated today) but never revoked: that goes through support.
 */
export async function updatePlayerOf(ctx: AppContext, userId: number, id: number, patch: PlayerPatch): Promise<Player> {
  const now = ctx.config.now()
  return ctx.db.transaction(async (tx) => {
    const row = await findOwnedPlayer(tx, userId, id, true)
    if (!row) throw notFound()
    if (patch.can_save_games === false && row.canSaveGames) {
      throw invalid({ can_save_games: [messages.consentRevokeRefused] })
    }
    const merged = {
      firstName: patch.first_name ?? row.firstName,
      lastName: patch.last_name ?? row.lastName,
      canSaveGames: patch.can_save_games ?? row.canSaveGames,
      isCoached: patch.is_coached ?? row.isCoached,
    }
    const errors: Record<string, string[]> = {}
    if (!merged.firstName && !merged.lastName) {
      errors.first_name = [messages.eitherNameRequired]
      errors.last_name = [messages.eitherNameRequired]
    }
    if (merged.isCoached && !merged.canSaveGames) errors.is_coached = [messages.coachingNeedsConsent]
    if (Object.keys(errors).length > 0) throw invalid(errors)

    const changes: PlayerChanges = { ...merged, updatedAt: now }
    if (patch.display_name !== undefined) changes.displayName = patch.display_name
    if (patch.email !== undefined) changes.email = patch.email
    if (merged.canSaveGames && !row.canSaveGames) changes.permissionDate = isoDate(now)
    if (patch.coaching_start_date !== undefined) changes.coachingStartDate = patch.coaching_start_date
    else if (merged.isCoached && !row.isCoached && !row.coachingStartDate) changes.coachingStartDate = isoDate(now)
    return presentPlayer(await updatePlayer(tx, id, changes))
  })
}

/** Their matches stay: match players keep the name and lose the link (ON DELETE SET NULL). */
export async function deletePlayerOf(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findOwnedPlayer(tx, userId, id, true)
    if (!row) throw notFound()
    await deletePlayer(tx, id)
  })
}
