import { useParams } from 'react-router'
import { CourtWallScreen } from '@/features/court-wall/components/court-wall-screen'

/** /wall/:token — a club's court wall (docs/decisions/0065-club-courts-and-the-court-wall.md), for anyone with the link. */
export function CourtWallPage() {
  const { token = '' } = useParams()
  return <CourtWallScreen key={token} token={token} />
}
