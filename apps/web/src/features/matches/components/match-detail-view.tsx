import { lazy, memo, Suspense, useDeferredValue, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon, BarChart3Icon, ListChecksIcon, PencilIcon, Share2Icon, SearchXIcon } from 'lucide-react'
import { hasFullDetail } from '@courtside/domain'
import { QueryErrorView } from '@/components/query-error-view'
import { ApiError } from '@/lib/api-error'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { matchBallsQueryOptions, matchQueryOptions } from '../api/match-queries'
import type { EditTab } from './edit-match-dialog'

// Opened on demand: loaded then, not with the page (ADR 0041).
const EditMatchDialog = lazy(() => import('./edit-match-dialog').then((m) => ({ default: m.EditMatchDialog })))
import { MatchStatusBadge } from './match-status-badge'
import { MatchTimeline, type PendingPoint } from './match-timeline'
import { PlayersCard } from './match-detail/players-card'
import { RulesCard } from './match-detail/rules-card'
import { ScoreCard } from './match-detail/score-card'
import { LoadingBlock } from '@/components/loading-block'

export interface MatchDetailViewProps {
  id: number
  /** The point recorder (features/scoring), composed by the route above the timeline. */
  recorder?: ReactNode
  /** Opens the point editor (features/scoring, composed by the route) on these points, in order (ADR 0036). */
  onEditPoints?: (ballIds: number[]) => void
  /** The linked video's review panel (features/video-review), and its "play this point" once it can (ADR 0037). */
  videoPanel?: ReactNode
  onPlayPoint?: (seq: number) => void
  /** Points recorded on this device and not yet confirmed (features/scoring's outbox), marked in the timeline. */
  pendingBalls?: readonly PendingPoint[]
}

/**
 * /matches/:id: players by pair, rules, score, status, the point timeline and the edit / change-server entry points.
 * Memoised: a tap re-renders the recorder (its own subscription), not the page around it.
 */
export const MatchDetailView = memo(function MatchDetailView({
  id,
  recorder,
  onEditPoints,
  videoPanel,
  onPlayPoint,
  pendingBalls,
}: MatchDetailViewProps) {
  const { t } = useTranslation()
  const match = useQuery(matchQueryOptions(id))
  const balls = useQuery({ ...matchBallsQueryOptions(id), enabled: match.isSuccess })
  const [editTab, setEditTab] = useState<EditTab | null>(null)
  // The timeline's points render after the header and the recorder have been painted, in a render React can
  // interrupt: a hundred points are most of the page's first render on a phone (ADR 0045, the match page's paint).
  const timelineBalls = useDeferredValue(balls.data)
  // Likewise the recorder and the cards once the match has arrived: its header (the title, the page's largest
  // paint) is committed first, the rest in a render React can interrupt, so a phone shows what opened at once.
  // false at first: the match is usually in the cache already when the page mounts (the route's early requests).
  const bodyShown = useDeferredValue(match.isSuccess, false)

  if (match.isPending) {
    return (
      <LoadingBlock className="grid gap-6">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-36" />
        <Skeleton className="h-48" />
      </LoadingBlock>
    )
  }
  // A refetch that failed for want of a network (a reload offline) keeps the copy on screen, the device's; an answer
  // that the match is gone or no longer visible replaces it.
  const gone = match.error instanceof ApiError && (match.error.status === 404 || match.error.status === 403)
  if (match.data === undefined || gone) {
    return (
      <div className="grid gap-6">
        <BackLink />
        <QueryErrorView
          query={match}
          headingLevel={1}
          notFound={{
            icon: SearchXIcon,
            title: t('messages.notFound'),
            description: t('matches.detail.notFoundBody'),
            action: (
              <Link to="/matches" className={buttonVariants({ variant: 'outline' })}>
                {t('matches.detail.backToList')}
              </Link>
            ),
          }}
        />
      </div>
    )
  }

  const m = match.data
  const editPoints = m.can_edit ? onEditPoints : undefined
  const missing = (balls.data ?? [])
    .filter((b) => !hasFullDetail({ finisherId: b.finisher_id, shotType: b.shot_type }, m.license))
    .sort((a, b) => a.seq - b.seq)
  return (
    <div className="grid gap-6" data-testid="match-detail">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{m.title}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <MatchStatusBadge status={m.status} />
            <Badge variant={m.license === 'pro' ? 'pro' : 'outline'}>{t(`matches.license.${m.license}`)}</Badge>
            <span>
              {t(`matches.sport.${m.sport}`)} · {t(`matches.matchType.${m.match_type}`)}
            </span>
            {m.organization && <span>· {m.organization.name}</span>}
            {m.court && <span data-testid="match-court">· {t('matches.detail.court', { name: m.court.name })}</span>}
            <span>· {t(`matches.visibility.${m.visibility}.label`)}</span>
          </div>
          {m.description && <p className="max-w-prose text-sm text-muted-foreground">{m.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/matches/${m.id}/scores`}
            className={buttonVariants({ variant: 'outline' })}
            data-testid="match-statistics-link"
          >
            <BarChart3Icon aria-hidden="true" />
            {t('matches.actions.statistics')}
          </Link>
          {m.can_edit && m.visibility === 'public' && (
            // The public scoreboard's link lives in the edit dialog's visibility tab (ADR 0033).
            <Button variant="outline" onClick={() => setEditTab('visibility')} data-testid="share-match">
              <Share2Icon aria-hidden="true" />
              {t('matches.actions.share')}
            </Button>
          )}
          {m.can_edit && (
            <Button variant="outline" onClick={() => setEditTab('general')} data-testid="edit-match">
              <PencilIcon aria-hidden="true" />
              {t('matches.actions.edit')}
            </Button>
          )}
        </div>
      </header>

      {bodyShown ? (
        <>
          {/* With the recorder (features/scoring, composed by the route) its scoreboard and server control replace
              the score card: one score on the page, first thing under the coach's thumb. */}
          {recorder ? (
            <>
              <section aria-label={t('matches.detail.recorder')} data-testid="match-recorder-slot">
                {recorder}
              </section>
              <div className="grid items-start gap-6 md:grid-cols-2">
                <PlayersCard match={m} />
                <RulesCard match={m} />
              </div>
            </>
          ) : (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <ScoreCard
                match={m}
                onEditServer={m.can_edit && m.status !== 'finished' ? () => setEditTab('server') : undefined}
              />
              <div className="grid gap-6">
                <PlayersCard match={m} />
                <RulesCard match={m} />
              </div>
            </div>
          )}
          {videoPanel}
          <Card>
            <CardHeader>
              <CardTitle>{t('matches.detail.timeline')}</CardTitle>
              <p className="text-sm text-muted-foreground">
                {t('matches.detail.pointsCount', { count: m.points_count })}
                {pendingBalls && pendingBalls.length > 0
                  ? ` · ${t('matches.detail.waitingCount', { count: pendingBalls.length })}`
                  : ''}
                {m.points_count + (pendingBalls?.length ?? 0) > 0 ? ` · ${t('matches.detail.latestFirst')}` : ''}
              </p>
              {balls.data && balls.data.length > 0 && (
                <div className="flex flex-wrap items-center gap-3 pt-1">
                  <p className="text-sm" data-testid="timeline-detailed">
                    {t('matches.detail.detailedCount', {
                      count: balls.data.length,
                      detailed: balls.data.length - missing.length,
                    })}
                  </p>
                  {editPoints && missing.length > 0 && (
                    <Button
                      size="sm"
                      onClick={() => editPoints(missing.map((b) => b.id))}
                      data-testid="complete-details"
                    >
                      <ListChecksIcon aria-hidden="true" />
                      {t('matches.detail.completeDetails', { count: missing.length })}
                    </Button>
                  )}
                </div>
              )}
            </CardHeader>
            <CardContent>
              <MatchTimeline
                match={m}
                balls={timelineBalls}
                loading={match.isSuccess && !timelineBalls && !balls.isError}
                error={balls.error}
                onRetry={balls.refetch}
                onEditBall={editPoints && ((ball) => editPoints([ball.id]))}
                onPlayBall={onPlayPoint}
                pending={pendingBalls}
              />
            </CardContent>
          </Card>
        </>
      ) : (
        <LoadingBlock className="grid gap-6">
          <Skeleton className="h-36" />
          <Skeleton className="h-48" />
        </LoadingBlock>
      )}

      {editTab && (
        <Suspense>
          <EditMatchDialog
            key={editTab}
            match={m}
            open
            initialTab={editTab}
            onOpenChange={(open) => !open && setEditTab(null)}
          />
        </Suspense>
      )}
    </div>
  )
})

function BackLink() {
  const { t } = useTranslation()
  return (
    <Link to="/matches" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-2 w-fit')}>
      <ArrowLeftIcon aria-hidden="true" />
      {t('matches.detail.backToList')}
    </Link>
  )
}
