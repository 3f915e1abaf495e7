import { AthleteFormDialog } from '@/features/athletes/components/athlete-form-dialog'
import { useCurrentLicense } from '@/features/license/hooks/use-current-license'
import { MatchesScreen } from '@/features/matches/components/matches-screen'
import { playerDisplayName } from '@courtside/contracts'
import { useCurrentUser } from '@/lib/auth-session'

/** /matches: the list and the create wizard, given the licence and (for full coaches) the athlete modal. */
export function MatchesPage() {
  const user = useCurrentUser()
  const license = useCurrentLicense()
  return (
    <MatchesScreen
      license={license.data}
      licenseLoading={license.isPending}
      canPickAthletes={!user.coach_viewer}
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
