import { ChartColumnIcon } from 'lucide-react'
import { PlaceholderPage } from './placeholder-page'

export function MatchScoresPage() {
  return <PlaceholderPage section="matchScores" icon={ChartColumnIcon} />
}
