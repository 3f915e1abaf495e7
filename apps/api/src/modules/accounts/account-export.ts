import type { FocusMetric, ShotGroup } from '@courtside/domain'
import type { Database } from '../../db/database.ts'
import type { UserRow } from '../../db/schema/index.ts'
import { presentMatches } from '../matches/index.ts'
import { presentPlayer } from '../players/index.ts'
import { presentUser, settingsOf } from '../users/index.ts'
import type { AccountExportTask } from './account-export-render.ts'
import { findOwnedRows } from './account-export-repository.ts'

/**
 * Everything the coach owns (ADR 0031), read from the database on the main thread: athletes, matches, focuses and
 * playlists in the API's own shapes and the stored points as rows. The render pool writes the JSON or CSV of it (ADR 0049).
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
    focuses: owned.focuses.map((f) => ({
      id: f.id,
      player_id: f.playerId,
      metric: f.metric as FocusMetric,
      shot_group: f.shotGroup as ShotGroup | null,
      direction: f.direction as 'lower' | 'higher',
      target: f.target,
      starts_on: f.startsOn,
      time_zone: f.timeZone,
      note: f.note,
      created_at: f.createdAt.toISOString(),
    })),
    playlists: owned.playlists.map((p) => ({
      id: p.id,
      title: p.title,
      filter: p.filter,
      lead_seconds: p.leadSeconds,
      lag_seconds: p.lagSeconds,
      notes: owned.notes
        .filter((n) => n.playlistId === p.id)
        .map((n) => ({ id: n.id, match_id: n.matchId, seq: n.seq, at_seconds: n.atSeconds, text: n.text })),
    })),
  }
}
