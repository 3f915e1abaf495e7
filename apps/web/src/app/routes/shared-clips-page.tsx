import { useParams } from 'react-router'
import { SharedClipsScreen } from '@/features/playlists/components/shared-clips-screen'

/** /clips/:token — a coach's shared playlist (ADR 0068), for anyone with the link. */
export function SharedClipsPage() {
  const { token = '' } = useParams()
  return <SharedClipsScreen key={token} token={token} />
}
