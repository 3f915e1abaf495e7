import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon, PencilIcon, TrophyIcon, UserRoundXIcon } from 'lucide-react'
import { playerDisplayName, type Player } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { Button, buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { QueryErrorView } from '@/components/query-error-view'
import { athleteQueryOptions, athleteStatsQueryOptions } from '../api/athlete-queries'
import { AthleteFormDialog } from './athlete-form-dialog'
import { AthleteBadges } from './consent-badge'
import { formatDate, todayIsoDate } from './format-date'
import { AthleteProgress } from './athlete-progress'
import { AthleteStats } from './athlete-stats'
import { LoadingBlock } from '@/components/loading-block'
import { FocusDialog } from './focus-dialog'
import { FocusesSection } from './focuses-section'
import { useFocusDraft } from './use-focus-draft'
import { emptyFocusForm } from '../lib/focus-form'

/** /users/:id: who the athlete is, their form (win rate, last five, totals), recent matches and recommendations. */
export function AthleteDetail({ id }: { id: number }) {
  const { t } = useTranslation()
  const athlete = useQuery(athleteQueryOptions(id))
  const stats = useQuery({ ...athleteStatsQueryOptions(id), enabled: athlete.isSuccess })
  const [editOpen, setEditOpen] = useState(false)
  const focusDraft = useFocusDraft()

  if (athlete.isPending) {
    return (
      <LoadingBlock className="grid gap-6">
        <Skeleton className="h-10 w-64" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      </LoadingBlock>
    )
  }
  if (athlete.isError) {
    const notFound = {
      icon: UserRoundXIcon,
      title: t('messages.userNotFound'),
      description: t('athletes.detail.notFoundBody'),
      action: (
        <Link to="/users" className={buttonVariants({ variant: 'outline' })}>
          {t('athletes.detail.backToList')}
        </Link>
      ),
    }
    return (
      <div className="grid gap-6">
        <BackLink />
        {Number.isFinite(id) ? (
          <QueryErrorView query={athlete} headingLevel={1} notFound={notFound} />
        ) : (
          <EmptyState headingLevel={1} {...notFound} />
        )}
      </div>
    )
  }

  const player = athlete.data
  return (
    <div className="grid gap-6" data-testid="athlete-detail">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{playerDisplayName(player)}</h1>
          <AthleteBadges player={player} />
          <ConsentLine player={player} />
        </div>
        <Button variant="outline" onClick={() => setEditOpen(true)} data-testid="edit-athlete">
          <PencilIcon aria-hidden="true" />
          {t('athletes.detail.edit')}
        </Button>
      </header>

      {stats.isPending ? (
        <LoadingBlock className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </LoadingBlock>
      ) : stats.isError ? (
        <QueryErrorView query={stats} />
      ) : stats.data.total_matches === 0 ? (
        <EmptyState
          icon={TrophyIcon}
          title={t('athletes.detail.noMatchesTitle')}
          description={t('athletes.detail.noMatchesBody', { name: playerDisplayName(player) })}
          action={
            <Link to="/matches" className={buttonVariants()}>
              {t('athletes.detail.goToMatches')}
            </Link>
          }
        />
      ) : (
        <>
          <AthleteStats stats={stats.data} />
          <AthleteProgress
            player={player}
            trends={stats.data.trends}
            onMakeFocus={(initial) => focusDraft.openDraft({ initial })}
          />
        </>
      )}
      <FocusesSection
        playerId={player.id}
        onOpen={focusDraft.openDraft}
        onAdd={() => focusDraft.openDraft({ initial: emptyFocusForm(todayIsoDate()) })}
      />

      <AthleteFormDialog open={editOpen} onOpenChange={setEditOpen} player={player} />
      {focusDraft.draft && (
        <FocusDialog
          open={focusDraft.open}
          onOpenChange={(open) => !open && focusDraft.close()}
          playerId={player.id}
          initial={focusDraft.draft.initial}
          {...(focusDraft.draft.focus ? { focus: focusDraft.draft.focus } : {})}
        />
      )}
    </div>
  )
}

function BackLink() {
  const { t } = useTranslation()
  return (
    <Link to="/users" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'w-fit -ml-2')}>
      <ArrowLeftIcon aria-hidden="true" />
      {t('athletes.detail.backToList')}
    </Link>
  )
}

function ConsentLine({ player }: { player: Player }) {
  const { t, i18n } = useTranslation()
  if (!player.can_save_games) return <p className="text-sm text-muted-foreground">{t('athletes.detail.noConsent')}</p>
  return (
    <p className="text-sm text-muted-foreground" data-testid="consent-status">
      {player.permission_date
        ? t('athletes.fields.consentGivenOn', { date: formatDate(player.permission_date, i18n.language) })
        : t('athletes.badges.agreement')}{' '}
      {t('messages.consentRevokeRefused')}
    </p>
  )
}
