import { queryOptions } from '@tanstack/react-query'
import type { CreatePlaylistInput, Playlist } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '../api/call-endpoint'
import { queryRoots } from '../query-keys'

// A coach's playlists (ADR 0068). Read by the playlists screens; made from the statistics, the court map, the story
// and an athlete's progress, which is why the list, the read and the creation live here and not in one feature.

export const playlistListKey = () => [...queryRoots.playlists, 'list'] as const
export const playlistDetailKey = (id: number) => [...queryRoots.playlists, 'detail', id] as const

/** GET /api/v2/playlists → the coach's playlists, newest first, without clips. */
export function playlistListQueryOptions() {
  return queryOptions({
    queryKey: playlistListKey(),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.listPlaylists, { signal })).playlists,
  })
}

/** GET /api/v2/playlists/:id → the playlist with its clips and notes as they are now. */
export function playlistQueryOptions(id: number) {
  return queryOptions({
    queryKey: playlistDetailKey(id),
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.getPlaylist, { params: { id }, signal })).playlist,
  })
}

/** POST /api/v2/playlists → the new playlist with its clips. */
export async function createPlaylist(playlist: CreatePlaylistInput): Promise<Playlist> {
  return (await callEndpoint(endpoints.createPlaylist, { body: { playlist } })).playlist
}
