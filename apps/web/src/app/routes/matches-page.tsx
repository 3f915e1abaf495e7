import { TrophyIcon } from 'lucide-react'
import { PlaceholderPage } from './placeholder-page'

export function MatchesPage() {
  return <PlaceholderPage section="matches" icon={TrophyIcon} />
}
