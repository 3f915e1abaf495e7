import { useQuery } from '@tanstack/react-query'
import { playerDisplayName } from '@courtside/contracts'
import { AthleteFormDialog } from '@/features/athletes/components/athlete-form-dialog'
import { useCurrentLicense } from '@/features/license/hooks/use-current-license'
import { userSettingsQueryOptions } from '@/features/settings/api/settings-queries'
import { useCurrentUser } from '@/lib/auth-session'

/**
 * What the new-match wizard takes from outside the matches feature, wherever it opens (the matches page, a court's
 * QR start): the licence, the coach's match defaults (settings) and, for full coaches, the athlete modal.
 */
export function useMatchWizardProps() {
  const user = useCurrentUser()
  const license = useCurrentLicense()
  const settings = useQuery(userSettingsQueryOptions())
  return {
    license: license.data,
    licenseLoading: license.isPending,
    matchDefaults: settings.data?.match_defaults,
    canPickAthletes: !user.coach_viewer,
    renderCreateAthlete: user.coach_viewer
      ? undefined
      : ({
          open,
          onOpenChange,
          initialName,
          onCreated,
        }: {
          open: boolean
          onOpenChange(open: boolean): void
          initialName: string
          onCreated(athlete: { id: number; name: string }): void
        }) => (
          <AthleteFormDialog
            open={open}
            onOpenChange={onOpenChange}
            initialName={initialName}
            onSaved={(player) => onCreated({ id: player.id, name: playerDisplayName(player) })}
          />
        ),
  }
}
