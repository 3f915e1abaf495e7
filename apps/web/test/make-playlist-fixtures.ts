import type { MatchVideo, Playlist, PlaylistFilter } from '@courtside/contracts'
import type { MockRequest } from './api-mock'
import { json } from './api-mock'

/** A linked web video with one sync anchor: enough for a match's points to become clips. */
export const ANCHORED_VIDEO: MatchVideo = {
  source: 'url',
  url: 'https://videos.example.com/final.mp4',
  file_name: null,
  sync: { seq: 1, time: 30 },
  syncs: [{ seq: 1, time: 30 }],
}

/** The API's answer to POST /api/v2/playlists: the playlist as asked, id 77, without clips. */
export function createdPlaylist(request: MockRequest): Response {
  const body = (request.body as { playlist: { title: string; filter?: PlaylistFilter } }).playlist
  const playlist: Playlist = {
    id: 77,
    title: body.title,
    filter: body.filter ?? {},
    lead_seconds: 8,
    lag_seconds: 2,
    clips: [],
    truncated: false,
    notes: [],
    share: null,
    sources: [],
  }
  return json({ playlist }, { status: 201 })
}

/** The `playlist` of every POST /api/v2/playlists sent. */
export const playlistPosts = (requests: readonly MockRequest[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.path === '/api/v2/playlists')
    .map((r) => (r.body as { playlist: unknown }).playlist)
