import { useParams } from 'react-router'
import { PublicScoreboardScreen } from '@/features/public-scoreboard/components/public-scoreboard-screen'

/** /live/:token — the public scoreboard of a shared match (ADR 0033), for anyone with the link. */
export function LiveMatchPage() {
  const { token = '' } = useParams()
  return <PublicScoreboardScreen key={token} token={token} />
}
