import { z } from './zod.ts'
import { MATCH_POINT_LIMIT } from './bounds.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { pathIdSchema } from './organization.ts'

/**
 * Notes pinned to a playlist's clips (ADR 0068): what the coach wants the athlete to see while a point plays, on the
 * clip of one point (`match_id`, `seq`) and, optionally, at a second of that clip (`at_seconds`, counted from the
 * clip's start). NUL and lone surrogates are refused where any body is read. Only the playlist's coach writes, edits and deletes them; a guest holding the share link reads the
 * notes of the clips they get. A note whose point no longer passes the playlist's filter is kept and shows again when
 * the point does.
 */
export const MAX_PLAYLIST_NOTES = 200
export const PLAYLIST_NOTE_MAX_LENGTH = 1000
/** A clip lasts its lead plus its lag, each at most a minute. */
export const MAX_NOTE_AT_SECONDS = 120

const id = z.number().int().min(1).max(2_147_483_647)
const text = z
  .string({ error: messages.fieldRequired })
  .trim()
  .min(1, { error: messages.fieldRequired })
  .max(PLAYLIST_NOTE_MAX_LENGTH, { error: messages.textTooLong })
const atSeconds = z.number().min(0).max(MAX_NOTE_AT_SECONDS).nullable()

export const playlistNoteSchema = z.object({
  id,
  match_id: id,
  seq: z.number().int(),
  at_seconds: z.number().nullable(),
  text: z.string(),
})
export type PlaylistNote = z.infer<typeof playlistNoteSchema>

/** POST /api/v2/playlists/:id/notes body's `note`: the point must be one of the playlist's clips now (422). */
export const createPlaylistNoteSchema = z
  .object({
    match_id: id,
    seq: z.number().int().min(1).max(MATCH_POINT_LIMIT),
    at_seconds: atSeconds.optional().default(null),
    text,
  })
  .strict()
export type CreatePlaylistNoteInput = z.input<typeof createPlaylistNoteSchema>
export const createPlaylistNoteRequestSchema = wrapped('note', createPlaylistNoteSchema)

/** PATCH /api/v2/playlists/:id/notes/:note_id body's `note`: its text, its second, or both. */
export const updatePlaylistNoteSchema = z
  .object({ at_seconds: atSeconds.optional(), text: text.optional() })
  .strict()
  .refine((n) => n.at_seconds !== undefined || n.text !== undefined, { error: messages.nothingToChange })
export type UpdatePlaylistNoteInput = z.input<typeof updatePlaylistNoteSchema>
export const updatePlaylistNoteRequestSchema = wrapped('note', updatePlaylistNoteSchema)

export const playlistNoteResponseSchema = z.object({ note: playlistNoteSchema })
export const playlistNoteParamsSchema = z.object({ id: pathIdSchema, note_id: pathIdSchema })
