import { queryOptions } from '@tanstack/react-query'
import type {
  CreatePlaylistNoteInput,
  Playlist,
  PlaylistNote,
  PlaylistShare,
  UpdatePlaylistInput,
  UpdatePlaylistNoteInput,
} from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { ApiError } from '@/lib/api-error'
import { queryRoots } from '@/lib/query-keys'

// The playlist screens' own calls (ADR 0068); the list, the read and the creation are in lib/queries/playlist-queries.

/** PATCH /api/v2/playlists/:id → the playlist as it is now (a rename here). */
export async function updatePlaylist(id: number, playlist: UpdatePlaylistInput): Promise<Playlist> {
  return (await callEndpoint(endpoints.updatePlaylist, { params: { id }, body: { playlist } })).playlist
}

/** DELETE /api/v2/playlists/:id. */
export async function deletePlaylist(id: number): Promise<void> {
  await callEndpoint(endpoints.deletePlaylist, { params: { id } })
}

/** POST /api/v2/playlists/:id/share → the guests' link (a new one replaces the old). */
export async function sharePlaylist(id: number): Promise<PlaylistShare> {
  return (await callEndpoint(endpoints.sharePlaylist, { params: { id } })).share
}

/** DELETE /api/v2/playlists/:id/share: the guests' link stops working. */
export async function unsharePlaylist(id: number): Promise<void> {
  await callEndpoint(endpoints.unsharePlaylist, { params: { id } })
}

/** POST /api/v2/playlists/:id/notes → the new note. */
export async function createPlaylistNote(id: number, note: CreatePlaylistNoteInput): Promise<PlaylistNote> {
  return (await callEndpoint(endpoints.createPlaylistNote, { params: { id }, body: { note } })).note
}

/** PATCH /api/v2/playlists/:id/notes/:note_id → the note as saved. */
export async function updatePlaylistNote(
  id: number,
  noteId: number,
  note: UpdatePlaylistNoteInput,
): Promise<PlaylistNote> {
  return (await callEndpoint(endpoints.updatePlaylistNote, { params: { id, note_id: noteId }, body: { note } })).note
}

/** DELETE /api/v2/playlists/:id/notes/:note_id. */
export async function deletePlaylistNote(id: number, noteId: number): Promise<void> {
  await callEndpoint(endpoints.deletePlaylistNote, { params: { id, note_id: noteId } })
}

export const sharedPlaylistKey = (token: string) => [...queryRoots.playlists, 'shared', token] as const

/** GET /api/v2/clips/:token: the shared playlist as a guest sees it. A 404 is an answer (the link ended), not a retry. */
export function sharedPlaylistQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharedPlaylistKey(token),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.getSharedPlaylist, { params: { token }, signal })).playlist,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  })
}
