import { useParams } from 'react-router'
import { PlaylistScreen } from '@/features/playlists/components/playlist-screen'

/** /playlists/:id — one playlist played clip by clip (ADR 0068). A non-numeric id reads like an unknown playlist. */
export function PlaylistPage() {
  const { id } = useParams()
  const playlistId = /^[1-9][0-9]*$/.test(id ?? '') ? Number(id) : 0
  return <PlaylistScreen key={playlistId} id={playlistId} />
}
