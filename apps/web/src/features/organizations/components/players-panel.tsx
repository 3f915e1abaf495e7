import { useState } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { ShareIcon, UserRoundIcon } from 'lucide-react'
import { playerDisplayName, type OrganizationDetail } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/error-text'
import { useCurrentUser } from '@/lib/auth-session'
import { shareableAthletesQueryOptions } from '../api/organization-queries'
import { useSharePlayer, useUnsharePlayer } from '../api/use-organization-mutations'
import { useFormatDate } from './organization-badges'

/**
 * The Players tab: athletes their coaches shared (name, email, added date). A coach (not a viewer) shares their own
 * athletes who gave consent; the coach or an admin can unshare. Consent itself is not touched.
 */
export function PlayersPanel({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation()
  const me = useCurrentUser()
  const formatDate = useFormatDate()
  const canShare = organization.role !== null && organization.role !== 'viewer'
  const isAdmin = organization.role === 'admin' || organization.role === 'superadmin'
  const share = useSharePlayer(organization.id)
  const unshare = useUnsharePlayer(organization.id)
  const athletes = useQuery({ ...shareableAthletesQueryOptions(), enabled: canShare })
  const [selected, setSelected] = useState('')
  const sharedIds = new Set(organization.players.map((p) => p.id))
  const candidates = (athletes.data ?? []).filter((a) => !sharedIds.has(a.id))

  const onShare = async () => {
    const id = Number(selected)
    if (!id) return
    try {
      const player = await share.mutateAsync(id)
      setSelected('')
      toast.success(t('organizations.players.shared', { name: player.name }))
    } catch (error) {
      toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  const onUnshare = async (id: number, name: string) => {
    try {
      await unshare.mutateAsync(id)
      toast.success(t('organizations.players.unshared', { name }))
    } catch (error) {
      toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  return (
    <div className="grid gap-4">
      {canShare && (
        <div className="grid gap-2 rounded-xl border border-border bg-card p-4">
          <label htmlFor="share-athlete" className="text-sm font-medium">
            {t('organizations.players.shareLabel')}
          </label>
          <p id="share-athlete-hint" className="text-xs text-muted-foreground">
            {t('organizations.players.shareHint')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <NativeSelect
              id="share-athlete"
              className="sm:w-72"
              value={selected}
              aria-describedby="share-athlete-hint"
              onChange={(event) => setSelected(event.target.value)}
              disabled={candidates.length === 0}
              data-testid="share-athlete-select"
            >
              <option value="">
                {candidates.length === 0 ? t('organizations.players.noneToShare') : t('organizations.players.choose')}
              </option>
              {candidates.map((athlete) => (
                <option key={athlete.id} value={athlete.id}>
                  {playerDisplayName(athlete)}
                </option>
              ))}
            </NativeSelect>
            <Button onClick={() => void onShare()} disabled={!selected || share.isPending} data-testid="share-athlete">
              <ShareIcon aria-hidden="true" />
              {t('organizations.players.share')}
            </Button>
          </div>
        </div>
      )}

      {organization.players.length === 0 ? (
        <EmptyState
          icon={UserRoundIcon}
          title={t('organizations.players.emptyTitle')}
          description={t('organizations.players.emptyBody')}
        />
      ) : (
        <ul className="grid gap-2" data-testid="players-list">
          {organization.players.map((player) => (
            <li
              key={player.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium">{player.name}</span>
                <span className="truncate text-sm text-muted-foreground">{player.email ?? '—'}</span>
                <span className="text-xs text-muted-foreground">
                  {t('organizations.players.addedBy', { date: formatDate(player.added_at), coach: player.coach.name })}
                </span>
              </div>
              {(player.coach.id === me.id || isAdmin) && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={unshare.isPending}
                  onClick={() => void onUnshare(player.id, player.name)}
                  aria-label={t('organizations.players.unshareNamed', { name: player.name })}
                >
                  {t('organizations.players.unshare')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
