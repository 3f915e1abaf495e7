import { useParams } from 'react-router'
import { MatchStatsScreen } from '@/features/match-stats/components/match-stats-screen'

/** /matches/:id/scores — the match statistics (issue 6). A non-numeric id reads like an unknown match. */
export function MatchScoresPage() {
  const { id } = useParams()
  const matchId = /^[1-9][0-9]*$/.test(id ?? '') ? Number(id) : 0
  return <MatchStatsScreen key={matchId} matchId={matchId} />
}
