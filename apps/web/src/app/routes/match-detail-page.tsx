import { useParams } from 'react-router'
import { MatchDetailView } from '@/features/matches/components/match-detail-view'

/** /matches/:id. The recording UI (features/scoring) goes in MatchDetailView's `recorder` slot. */
export function MatchDetailPage() {
  const { id } = useParams()
  const matchId = Number(id)
  return <MatchDetailView key={matchId} id={matchId} recorder={undefined} />
}
