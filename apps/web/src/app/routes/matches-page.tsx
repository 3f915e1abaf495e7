import { MatchesScreen } from '@/features/matches/components/matches-screen'
import { useMatchWizardProps } from './use-match-wizard-props'

/** /matches: the list and the create wizard (useMatchWizardProps gives it the licence, defaults and athlete modal). */
export function MatchesPage() {
  return <MatchesScreen {...useMatchWizardProps()} />
}
