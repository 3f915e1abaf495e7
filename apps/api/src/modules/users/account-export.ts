import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { balls, matches, players, type UserRow } from '../../db/schema/index.ts'
import { presentMatches } from '../matches/present-matches.ts'
import { presentPlayer } from '../players/player-presenter.ts'
import type { AccountExportTask } from './account-export-render.ts'
import { presentUser } from './user-presenter.ts'
import { settingsOf } from './user-settings.ts'

/**
 * Everything the coach owns (ADR 0031), read from the database on the main thread: athletes and matches in the
 * API's own shapes and the stored points as rows. The render pool writes the JSON or CSV of it (ADR 0049).
 */
export async function readAccountExport(db: Database, user: UserRow, now: Date): Promise<AccountExportTask> {
  const athleteRows = await db.select().from(players).where(eq(players.userId, user.id)).orderBy(asc(players.id))
  const matchRows = await db.select().from(matches).where(eq(matches.userId, user.id)).orderBy(asc(matches.id))
  const presented = await presentMatches(
    db,
    matchRows.map((match) => ({ match, canEdit: true })),
  )
  const ids = matchRows.map((m) => m.id)
  const ballRows = ids.length
    ? await db.select().from(balls).where(inArray(balls.matchId, ids)).orderBy(asc(balls.matchId), asc(balls.seq))
    : []
  return {
    exportedAt: now,
    user: presentUser(user),
    settings: settingsOf(user.settings),
    athletes: athleteRows.map(presentPlayer),
    matches: presented,
    balls: ballRows,
  }
}
