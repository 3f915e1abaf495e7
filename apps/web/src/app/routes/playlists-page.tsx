import { PlaylistsScreen } from '@/features/playlists/components/playlists-screen'

/** /playlists — the coach's playlists of video clips (docs/decisions/0068-video-syncs-and-playlists.md). */
export function PlaylistsPage() {
  return <PlaylistsScreen />
}
