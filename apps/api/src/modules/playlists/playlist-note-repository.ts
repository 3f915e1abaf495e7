import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { playlistNotes, playlists, type PlaylistNoteRow } from '../../db/schema/index.ts'

// The `playlist_notes` table. Callers have checked that the playlist is the asking coach's.

export async function findPlaylistNotes(db: Database, playlistId: number): Promise<PlaylistNoteRow[]> {
  return db.select().from(playlistNotes).where(eq(playlistNotes.playlistId, playlistId)).orderBy(asc(playlistNotes.id))
}

/** The note if it is this playlist's and this author's: only its author edits or deletes a note. */
export async function findOwnNote(
  db: Database,
  playlistId: number,
  noteId: number,
  authorId: number,
): Promise<PlaylistNoteRow | undefined> {
  const rows = await db
    .select()
    .from(playlistNotes)
    .where(
      and(eq(playlistNotes.id, noteId), eq(playlistNotes.playlistId, playlistId), eq(playlistNotes.authorId, authorId)),
    )
    .limit(1)
  return rows[0]
}

/** The playlist's notes counted under its row's lock, so two notes at once cannot both pass the cap. */
export async function countNotesLocked(db: Database, playlistId: number): Promise<number> {
  await db.select({ id: playlists.id }).from(playlists).where(eq(playlists.id, playlistId)).for('update')
  const [row] = await db.select({ n: count() }).from(playlistNotes).where(eq(playlistNotes.playlistId, playlistId))
  return row?.n ?? 0
}

export async function insertNote(db: Database, values: Omit<PlaylistNoteRow, 'id'>): Promise<PlaylistNoteRow> {
  const [row] = await db.insert(playlistNotes).values(values).returning()
  return row!
}

export async function updateNoteRow(
  db: Database,
  id: number,
  changes: Partial<Pick<PlaylistNoteRow, 'atSeconds' | 'text'>>,
): Promise<PlaylistNoteRow> {
  const [row] = await db.update(playlistNotes).set(changes).where(eq(playlistNotes.id, id)).returning()
  return row!
}

export async function deleteNoteRow(db: Database, id: number): Promise<void> {
  await db.delete(playlistNotes).where(eq(playlistNotes.id, id))
}
