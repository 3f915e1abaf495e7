import { AthleteFormDialog } from '@/features/athletes/components/athlete-form-dialog'
import { useCurrentLicense } from '@/features/license/hooks/use-current-license'
import { MatchesScreen } from '@/features/matches/components/matches-screen'
import { userSettingsQueryOptions } from '@/features/settings/api/settings-queries'
import { playerDisplayName } from '@courtside/contracts'
import { useCurrentUser } from '@/lib/auth-session'
import { useQuery } from '@tanstack/react-query'

/**
 * /matches: the list and the create wizard, given the licence, the coach's match defaults (settings) and, for full
 * coaches, the athlete modal.
 */
export function MatchesPage() {
  const user = useCurrentUser()
  const license = useCurrentLicense()
  const settings = useQuery(userSettingsQueryOptions())
  return (
    <MatchesScreen
      license={license.data}
      matchDefaults={settings.data?.match_defaults}
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
