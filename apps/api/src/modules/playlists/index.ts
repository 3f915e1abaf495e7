// The playlists module's door (ADR 0068): a coach's saved filters over their matches' points, played as video clips.
// It reads matches, their logs and visibility only through the matches module's door.
export { createPlaylist, deletePlaylist, getPlaylist, listPlaylists, updatePlaylist } from './playlist-service.ts'
export { getSharedPlaylist, sharePlaylist, unsharePlaylist } from './playlist-share.ts'
export { createPlaylistNote, deletePlaylistNote, updatePlaylistNote } from './playlist-notes.ts'
