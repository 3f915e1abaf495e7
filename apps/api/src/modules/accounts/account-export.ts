import type { Database } from '../../db/database.ts'
import type { UserRow } from '../../db/schema/index.ts'
import { presentMatches } from '../matches/index.ts'
import { presentPlayer } from '../players/index.ts'
import { presentUser, settingsOf } from '../users/index.ts'
import type { AccountExportTask } from './account-export-render.ts'
import { findOwnedRows } from './account-export-repository.ts'

/**
 * Everything the coach owns (ADR 0031), read from the database on the main thread: athletes and matches in the
 * API's own shapes and the stored points as rows. The render pool writes the JSON or CSV of it (ADR 0049).
 */
export async function readAccountExport(db: Database, user: UserRow, now: Date): Promise<AccountExportTask> {
  const owned = await findOwnedRows(db, user.id)
  const presented = await presentMatches(
    db,
    owned.matches.map((match) => ({ match, canEdit: true })),
  )
  return {
    exportedAt: now,
    user: presentUser(user),
    settings: settingsOf(user.settings),
    athletes: owned.athletes.map(presentPlayer),
    matches: presented,
    balls: owned.balls,
  }
}
