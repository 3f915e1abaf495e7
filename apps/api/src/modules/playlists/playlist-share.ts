import { randomBytes } from 'node:crypto'
import {
  PLAYLIST_SHARE_TOKEN_LENGTH,
  type ClipSource,
  type PlaylistShare,
  type SharedPlaylist,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { playlistClips } from './playlist-clips.ts'
import { findPlaylistNotes } from './playlist-note-repository.ts'
import { notesOfClips } from './playlist-notes.ts'
import { findPlaylist, findSharedPlaylist, setPlaylistShareToken } from './playlist-repository.ts'

// A playlist's guests' link (packages/contracts/src/playlist.ts, ADR 0068), like a court wall's: one per playlist.

/** 24 random bytes, base64url: 32 characters, as a share or wall token. */
const newToken = () => randomBytes(24).toString('base64url')

async function requireOwn(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await findPlaylist(ctx.db, userId, id))) throw new HttpError(404, 'notFound')
}

/** The link guests open with a token. */
export const shareOf = (ctx: AppContext, token: string): PlaylistShare => ({
  token,
  url: `${ctx.config.appUrl}/clips/${token}`,
})

/** POST /playlists/:id/share: a new link; the one before stops working. */
export async function sharePlaylist(ctx: AppContext, userId: number, id: number): Promise<PlaylistShare> {
  await requireOwn(ctx, userId, id)
  const token = newToken()
  await setPlaylistShareToken(ctx.db, id, token)
  return shareOf(ctx, token)
}

/** DELETE /playlists/:id/share: the link ends at once. */
export async function unsharePlaylist(ctx: AppContext, userId: number, id: number): Promise<void> {
  await requireOwn(ctx, userId, id)
  await setPlaylistShareToken(ctx.db, id, null)
}

/**
 * GET /clips/:token, for a guest: the playlist's clips as its coach would get them now (the coach's visibility
 * decides), from web addresses only; a file on the coach's device is listed as such; the notes of those clips. No filter, e-mail or id of a
 * person. Any other token, or an ended link, is 404.
 */
export async function getSharedPlaylist(ctx: AppContext, token: string): Promise<SharedPlaylist> {
  const row = token.length === PLAYLIST_SHARE_TOKEN_LENGTH ? await findSharedPlaylist(ctx.db, token) : undefined
  if (!row) throw new HttpError(404, 'notFound')
  const { clips, truncated, sources } = await playlistClips(
    ctx,
    row.userId,
    { filter: row.filter, lead: row.leadSeconds, lag: row.lagSeconds },
    { urlOnly: true },
  )
  return {
    title: row.title,
    lead_seconds: row.leadSeconds,
    lag_seconds: row.lagSeconds,
    clips,
    truncated,
    sources: sources.map(({ match_id, video }): ClipSource =>
      video.source === 'url' && video.url !== null
        ? { match_id, source: 'url', url: video.url }
        : { match_id, source: 'file', on_coach_device: true },
    ),
    notes: notesOfClips(await findPlaylistNotes(ctx.db, row.id), clips),
  }
}
