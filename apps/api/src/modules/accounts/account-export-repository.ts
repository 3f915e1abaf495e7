import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  balls,
  matches,
  playerFocuses,
  players,
  playlistNotes,
  playlists,
  type BallRow,
  type MatchRow,
  type PlayerFocusRow,
  type PlayerRow,
  type PlaylistNoteRow,
  type PlaylistRow,
} from '../../db/schema/index.ts'

export interface OwnedRows {
  athletes: PlayerRow[]
  matches: MatchRow[]
  balls: BallRow[]
  focuses: PlayerFocusRow[]
  playlists: PlaylistRow[]
  notes: PlaylistNoteRow[]
}

/**
 * The rows of everything a coach owns, for the account export (ADR 0031): athletes and their focuses, matches and
 * their points, playlists and their notes.
 */
export async function findOwnedRows(db: Database, userId: number): Promise<OwnedRows> {
  const athleteRows = await db.select().from(players).where(eq(players.userId, userId)).orderBy(asc(players.id))
  const matchRows = await db.select().from(matches).where(eq(matches.userId, userId)).orderBy(asc(matches.id))
  const ids = matchRows.map((m) => m.id)
  const ballRows = ids.length
    ? await db.select().from(balls).where(inArray(balls.matchId, ids)).orderBy(asc(balls.matchId), asc(balls.seq))
    : []
  const athleteIds = athleteRows.map((a) => a.id)
  const focusRows = athleteIds.length
    ? await db
        .select()
        .from(playerFocuses)
        .where(inArray(playerFocuses.playerId, athleteIds))
        .orderBy(asc(playerFocuses.id))
    : []
  const playlistRows = await db.select().from(playlists).where(eq(playlists.userId, userId)).orderBy(asc(playlists.id))
  const playlistIds = playlistRows.map((p) => p.id)
  const noteRows = playlistIds.length
    ? await db
        .select()
        .from(playlistNotes)
        .where(inArray(playlistNotes.playlistId, playlistIds))
        .orderBy(asc(playlistNotes.id))
    : []
  return {
    athletes: athleteRows,
    matches: matchRows,
    balls: ballRows,
    focuses: focusRows,
    playlists: playlistRows,
    notes: noteRows,
  }
}
