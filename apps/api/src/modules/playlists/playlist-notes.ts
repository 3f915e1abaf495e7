import type { z } from 'zod'
import {
  MAX_PLAYLIST_NOTES,
  messages,
  type Clip,
  type createPlaylistNoteSchema,
  type PlaylistNote,
  type updatePlaylistNoteSchema,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { PlaylistNoteRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { playlistClips } from './playlist-clips.ts'
import { countNotesLocked, deleteNoteRow, findOwnNote, insertNote, updateNoteRow } from './playlist-note-repository.ts'
import { findPlaylist } from './playlist-repository.ts'

// Notes pinned to a playlist's clips (packages/contracts/src/playlist-note.ts).

type CreateNote = z.output<typeof createPlaylistNoteSchema>
type UpdateNote = z.output<typeof updatePlaylistNoteSchema>

export function noteOf(row: PlaylistNoteRow): PlaylistNote {
  return { id: row.id, match_id: row.matchId, seq: row.seq, at_seconds: row.atSeconds, text: row.text }
}

/** The notes of the given clips only: a guest learns nothing of points their link does not show. */
export function notesOfClips(rows: readonly PlaylistNoteRow[], clips: readonly Clip[]): PlaylistNote[] {
  const shown = new Set(clips.map((c) => `${c.match_id}:${c.seq}`))
  return rows.filter((r) => shown.has(`${r.matchId}:${r.seq}`)).map(noteOf)
}

async function ownPlaylistRow(ctx: AppContext, userId: number, id: number) {
  const row = await findPlaylist(ctx.db, userId, id)
  if (!row) throw new HttpError(404, 'notFound')
  return row
}

/**
 * POST /playlists/:id/notes: on a point that is one of the playlist's clips now (else 422 on `match_id`), at most
 * MAX_PLAYLIST_NOTES per playlist (422 `playlistNoteLimit`).
 */
export async function createPlaylistNote(
  ctx: AppContext,
  userId: number,
  playlistId: number,
  input: CreateNote,
): Promise<PlaylistNote> {
  const playlist = await ownPlaylistRow(ctx, userId, playlistId)
  const { clips } = await playlistClips(ctx, userId, {
    filter: playlist.filter,
    lead: playlist.leadSeconds,
    lag: playlist.lagSeconds,
  })
  if (!clips.some((c) => c.match_id === input.match_id && c.seq === input.seq))
    throw new HttpError(422, 'playlistNoteClipMissing', { match_id: [messages.playlistNoteClipMissing] })
  const row = await ctx.db.transaction(async (tx) => {
    if ((await countNotesLocked(tx, playlistId)) >= MAX_PLAYLIST_NOTES) throw new HttpError(422, 'playlistNoteLimit')
    return insertNote(tx, {
      playlistId,
      authorId: userId,
      matchId: input.match_id,
      seq: input.seq,
      atSeconds: input.at_seconds,
      text: input.text,
      createdAt: ctx.config.now(),
    })
  })
  return noteOf(row)
}

async function ownNote(ctx: AppContext, userId: number, playlistId: number, noteId: number) {
  await ownPlaylistRow(ctx, userId, playlistId)
  const note = await findOwnNote(ctx.db, playlistId, noteId, userId)
  if (!note) throw new HttpError(404, 'notFound')
  return note
}

/** PATCH /playlists/:id/notes/:note_id: its author only (anyone else 404). */
export async function updatePlaylistNote(
  ctx: AppContext,
  userId: number,
  playlistId: number,
  noteId: number,
  input: UpdateNote,
): Promise<PlaylistNote> {
  const note = await ownNote(ctx, userId, playlistId, noteId)
  const row = await updateNoteRow(ctx.db, note.id, {
    ...(input.text !== undefined ? { text: input.text } : {}),
    ...(input.at_seconds !== undefined ? { atSeconds: input.at_seconds } : {}),
  })
  return noteOf(row)
}

/** DELETE /playlists/:id/notes/:note_id: its author only (anyone else 404). */
export async function deletePlaylistNote(
  ctx: AppContext,
  userId: number,
  playlistId: number,
  noteId: number,
): Promise<void> {
  const note = await ownNote(ctx, userId, playlistId, noteId)
  await deleteNoteRow(ctx.db, note.id)
}
