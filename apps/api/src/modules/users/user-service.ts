import { type UpdateMeInput, type UserSettings } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { UserRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { saveUserSettings, updateUser } from './user-repository.ts'
import { settingsOf } from './user-settings.ts'

export async function updateMe(ctx: AppContext, user: UserRow, input: UpdateMeInput): Promise<UserRow> {
  const changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'coachViewer' | 'locale'>> = {}
  if (input.first_name !== undefined) changes.firstName = input.first_name
  if (input.last_name !== undefined) changes.lastName = input.last_name
  if (input.coach_viewer !== undefined) changes.coachViewer = input.coach_viewer
  if (input.locale !== undefined) changes.locale = input.locale
  if (Object.keys(changes).length === 0) return user
  const updated = await updateUser(ctx.db, user.id, changes, ctx.config.now())
  if (!updated) throw new HttpError(401, 'unauthorized')
  return updated
}

/** Saves the given parts of the settings (the others stay as stored) and answers the settings as they now are. */
export async function updateSettings(
  ctx: AppContext,
  userId: number,
  parts: Record<string, unknown>,
): Promise<UserSettings> {
  const updated = await saveUserSettings(ctx.db, userId, parts, ctx.config.now())
  if (!updated) throw new HttpError(401, 'unauthorized')
  return settingsOf(updated.settings)
}
