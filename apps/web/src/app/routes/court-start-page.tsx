import { useNavigate, useParams } from 'react-router'
import { CreateMatchWizard } from '@/features/matches/components/create-match-wizard'
import { useMatchWizardProps } from './use-match-wizard-props'

/**
 * /organizations/:id/courts/:court_id/start, the address of a court's QR code: the new-match wizard, opened with the
 * organization and the court filled in. The organization is in the path because the API reads a court only within
 * its organization (docs/decisions/0065-club-courts-and-the-court-wall.md). Closing the wizard leads to the matches.
 */
export function CourtStartPage() {
  const params = useParams()
  const navigate = useNavigate()
  const wizardProps = useMatchWizardProps()
  const organizationId = Number(params.id) || undefined
  const courtId = Number(params.court_id) || undefined
  return (
    <CreateMatchWizard
      open
      onOpenChange={(open) => {
        if (!open) void navigate('/matches', { replace: true })
      }}
      {...wizardProps}
      initialOrganizationId={organizationId}
      initialCourtId={courtId}
    />
  )
}
