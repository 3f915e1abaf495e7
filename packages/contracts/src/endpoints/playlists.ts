import {
  clipsTokenParamsSchema,
  createPlaylistRequestSchema,
  playlistListSchema,
  playlistParamsSchema,
  playlistResponseSchema,
  playlistShareResponseSchema,
  sharedPlaylistResponseSchema,
  updatePlaylistRequestSchema,
} from '../playlist.ts'
import {
  createPlaylistNoteRequestSchema,
  playlistNoteParamsSchema,
  playlistNoteResponseSchema,
  updatePlaylistNoteRequestSchema,
} from '../playlist-note.ts'
import { clientErrors, endpoint, noContent } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

// A coach's playlists, theirs alone (packages/contracts/src/playlist.ts); anyone else's is 404.
const tags = ['playlists'] as const
const params = playlistParamsSchema

/** The coach's playlists, newest first, without clips. */
export const listPlaylists = endpoint(paths.listPlaylists, {
  tags,
  responses: { 200: playlistListSchema, ...clientErrors },
})

/** Saves a playlist and answers it with its clips. */
export const createPlaylist = endpoint(paths.createPlaylist, {
  tags,
  body: createPlaylistRequestSchema,
  responses: { 201: playlistResponseSchema, ...clientErrors },
})

/** One playlist with its clips, worked out now from the points and the videos' anchors. */
export const getPlaylist = endpoint(paths.getPlaylist, {
  tags,
  params,
  responses: { 200: playlistResponseSchema, ...clientErrors },
})

export const updatePlaylist = endpoint(paths.updatePlaylist, {
  tags,
  params,
  body: updatePlaylistRequestSchema,
  responses: { 200: playlistResponseSchema, ...clientErrors },
})

export const deletePlaylist = endpoint(paths.deletePlaylist, {
  tags,
  params,
  responses: { 204: noContent, ...clientErrors },
})

/** Makes the guests' link (a new one replaces the old). */
export const sharePlaylist = endpoint(paths.sharePlaylist, {
  tags,
  params,
  responses: { 200: playlistShareResponseSchema, ...clientErrors },
})

/** Ends the guests' link. */
export const unsharePlaylist = endpoint(paths.unsharePlaylist, {
  tags,
  params,
  responses: { 204: noContent, ...clientErrors },
})

/** Pins a note to one of the playlist's clips (packages/contracts/src/playlist-note.ts). */
export const createPlaylistNote = endpoint(paths.createPlaylistNote, {
  tags,
  params,
  body: createPlaylistNoteRequestSchema,
  responses: { 201: playlistNoteResponseSchema, ...clientErrors },
})

export const updatePlaylistNote = endpoint(paths.updatePlaylistNote, {
  tags,
  params: playlistNoteParamsSchema,
  body: updatePlaylistNoteRequestSchema,
  responses: { 200: playlistNoteResponseSchema, ...clientErrors },
})

export const deletePlaylistNote = endpoint(paths.deletePlaylistNote, {
  tags,
  params: playlistNoteParamsSchema,
  responses: { 204: noContent, ...clientErrors },
})

/** The shared playlist for anyone with its token, without signing in (404 for any other token). */
export const getSharedPlaylist = endpoint(paths.getSharedPlaylist, {
  tags,
  params: clipsTokenParamsSchema,
  responses: { 200: sharedPlaylistResponseSchema, ...clientErrors },
})
