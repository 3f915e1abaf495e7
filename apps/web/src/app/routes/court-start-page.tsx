import { useNavigate, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { playerDisplayName } from '@courtside/contracts'
import { AthleteFormDialog } from '@/features/athletes/components/athlete-form-dialog'
import { useCurrentLicense } from '@/features/license/hooks/use-current-license'
import { CreateMatchWizard } from '@/features/matches/components/create-match-wizard'
import { userSettingsQueryOptions } from '@/features/settings/api/settings-queries'
import { useCurrentUser } from '@/lib/auth-session'

/**
 * /organizations/:id/courts/:court_id/start, the address of a court's QR code: the new-match wizard, opened with the
 * organization and the court filled in. The organization is in the path because the API reads a court only within
 * its organization (docs/decisions/0065-club-courts-and-the-court-wall.md). Closing the wizard leads to the matches.
 */
export function CourtStartPage() {
  const params = useParams()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const license = useCurrentLicense()
  const settings = useQuery(userSettingsQueryOptions())
  const organizationId = Number(params.id) || undefined
  const courtId = Number(params.court_id) || undefined
  return (
    <CreateMatchWizard
      open
      onOpenChange={(open) => {
        if (!open) void navigate('/matches', { replace: true })
      }}
      license={license.data}
      licenseLoading={license.isPending}
      matchDefaults={settings.data?.match_defaults}
      canPickAthletes={!user.coach_viewer}
      initialOrganizationId={organizationId}
      initialCourtId={courtId}
      renderCreateAthlete={
        user.coach_viewer
          ? undefined
          : ({ open, onOpenChange, initialName, onCreated }) => (
              <AthleteFormDialog
                open={open}
                onOpenChange={onOpenChange}
                initialName={initialName}
                onSaved={(player) => onCreated({ id: player.id, name: playerDisplayName(player) })}
              />
            )
      }
    />
  )
}
