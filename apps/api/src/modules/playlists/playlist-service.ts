import type { z } from 'zod'
import {
  MAX_PLAYLISTS_PER_COACH,
  type createPlaylistSchema,
  type Playlist,
  type PlaylistSource,
  type PlaylistSummary,
  type updatePlaylistSchema,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { PlaylistRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { playlistClips, type PlaylistClips } from './playlist-clips.ts'
import { findPlaylistNotes } from './playlist-note-repository.ts'
import { noteOf } from './playlist-notes.ts'
import { shareOf } from './playlist-share.ts'
import {
  countPlaylistsLocked,
  deletePlaylistRow,
  findPlaylist,
  findPlaylists,
  insertPlaylist,
  updatePlaylistRow,
} from './playlist-repository.ts'

type CreatePlaylist = z.output<typeof createPlaylistSchema>
type UpdatePlaylist = z.output<typeof updatePlaylistSchema>

function summaryOf(row: PlaylistRow): PlaylistSummary {
  return {
    id: row.id,
    title: row.title,
    filter: row.filter,
    lead_seconds: row.leadSeconds,
    lag_seconds: row.lagSeconds,
  }
}

async function present(ctx: AppContext, userId: number, row: PlaylistRow): Promise<Playlist> {
  const { clips, truncated, sources } = await playlistClips(ctx, userId, {
    filter: row.filter,
    lead: row.leadSeconds,
    lag: row.lagSeconds,
  })
  const notes = (await findPlaylistNotes(ctx.db, row.id)).map(noteOf)
  const share = row.shareToken === null ? null : shareOf(ctx, row.shareToken)
  return { ...summaryOf(row), clips, truncated, notes, share, sources: sources.map(sourceOf) }
}

/** Where the coach plays a match's clips from: its web address, or the file they open on their device. */
function sourceOf({ match_id, video }: PlaylistClips['sources'][number]): PlaylistSource {
  return video.source === 'url' && video.url !== null
    ? { match_id, source: 'url', url: video.url }
    : { match_id, source: 'file', file_name: video.file_name ?? '' }
}

/** The coach's own playlist; anyone else's reads as missing (404). */
async function ownPlaylist(ctx: AppContext, userId: number, id: number): Promise<PlaylistRow> {
  const row = await findPlaylist(ctx.db, userId, id)
  if (!row) throw new HttpError(404, 'notFound')
  return row
}

/** GET /playlists: the coach's playlists, newest first, without clips. */
export async function listPlaylists(ctx: AppContext, userId: number): Promise<PlaylistSummary[]> {
  return (await findPlaylists(ctx.db, userId)).map(summaryOf)
}

/** GET /playlists/:id: the playlist with its clips as the matches and their videos are now. */
export async function getPlaylist(ctx: AppContext, userId: number, id: number): Promise<Playlist> {
  return present(ctx, userId, await ownPlaylist(ctx, userId, id))
}

/** POST /playlists: at most MAX_PLAYLISTS_PER_COACH (422 `playlistLimit`). */
export async function createPlaylist(ctx: AppContext, userId: number, input: CreatePlaylist): Promise<Playlist> {
  const row = await ctx.db.transaction(async (tx) => {
    if ((await countPlaylistsLocked(tx, userId)) >= MAX_PLAYLISTS_PER_COACH) throw new HttpError(422, 'playlistLimit')
    return insertPlaylist(tx, {
      userId,
      title: input.title,
      filter: input.filter,
      leadSeconds: input.lead_seconds,
      lagSeconds: input.lag_seconds,
      shareToken: null,
      createdAt: ctx.config.now(),
    })
  })
  return present(ctx, userId, row)
}

/** PATCH /playlists/:id: the fields given; a new filter replaces the old one whole. */
export async function updatePlaylist(
  ctx: AppContext,
  userId: number,
  id: number,
  input: UpdatePlaylist,
): Promise<Playlist> {
  await ownPlaylist(ctx, userId, id)
  const row = await updatePlaylistRow(ctx.db, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.filter !== undefined ? { filter: input.filter } : {}),
    ...(input.lead_seconds !== undefined ? { leadSeconds: input.lead_seconds } : {}),
    ...(input.lag_seconds !== undefined ? { lagSeconds: input.lag_seconds } : {}),
  })
  return present(ctx, userId, row)
}

/** DELETE /playlists/:id. */
export async function deletePlaylist(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await deletePlaylistRow(ctx.db, userId, id))) throw new HttpError(404, 'notFound')
}
