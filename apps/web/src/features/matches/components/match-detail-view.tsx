import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import {
  ArrowLeftIcon,
  BarChart3Icon,
  CircleDotIcon,
  PencilIcon,
  RepeatIcon,
  SearchXIcon,
  TrophyIcon,
} from 'lucide-react'
import type { Match } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormAlert } from '@/components/ui/form-field'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError, errorMessage } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { translateMessage } from '@/lib/i18n'
import { matchBallsQueryOptions, matchQueryOptions } from '../api/match-queries'
import { EditMatchDialog, type EditTab } from './edit-match-dialog'
import { formatDateTime, teamName } from './match-format'
import { MatchStatusBadge } from './match-status-badge'
import { MatchTimeline } from './match-timeline'

export interface MatchDetailViewProps {
  id: number
  /** The point recorder (features/scoring), composed by the route above the timeline. */
  recorder?: ReactNode
}

/** /matches/:id: players by pair, rules, score, status, the point timeline and the edit / change-server entry points. */
export function MatchDetailView({ id, recorder }: MatchDetailViewProps) {
  const { t } = useTranslation()
  const match = useQuery(matchQueryOptions(id))
  const balls = useQuery({ ...matchBallsQueryOptions(id), enabled: match.isSuccess })
  const [editTab, setEditTab] = useState<EditTab | null>(null)

  if (match.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-36" />
        <Skeleton className="h-48" />
      </div>
    )
  }
  if (match.isError) {
    const notFound = match.error instanceof ApiError && match.error.status === 404
    return (
      <div className="grid gap-6">
        <BackLink />
        {notFound ? (
          <EmptyState
            icon={SearchXIcon}
            headingLevel={1}
            title={t('messages.notFound')}
            description={t('matches.detail.notFoundBody')}
            action={
              <Link to="/matches" className={buttonVariants({ variant: 'outline' })}>
                {t('matches.detail.backToList')}
              </Link>
            }
          />
        ) : (
          <FormAlert>{translateMessage(t, errorMessage(match.error, t('messages.anErrorOccurred')))}</FormAlert>
        )}
      </div>
    )
  }

  const m = match.data
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
          {m.can_edit && (
            <Button variant="outline" onClick={() => setEditTab('general')} data-testid="edit-match">
              <PencilIcon aria-hidden="true" />
              {t('matches.actions.edit')}
            </Button>
          )}
        </div>
      </header>

      {/* With the recorder (features/scoring, composed by the route) its scoreboard and server control replace the
          score card: one score on the page, first thing under the coach's thumb. */}
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

      <Card>
        <CardHeader>
          <CardTitle>{t('matches.detail.timeline')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t('matches.detail.pointsCount', { count: m.points_count })}
            {m.points_count > 0 ? ` · ${t('matches.detail.latestFirst')}` : ''}
          </p>
        </CardHeader>
        <CardContent>
          <MatchTimeline
            match={m}
            balls={balls.data}
            loading={balls.isPending && match.isSuccess}
            error={balls.error}
          />
        </CardContent>
      </Card>

      {editTab && (
        <EditMatchDialog
          key={editTab}
          match={m}
          open
          initialTab={editTab}
          onOpenChange={(open) => !open && setEditTab(null)}
        />
      )}
    </div>
  )
}

function BackLink() {
  const { t } = useTranslation()
  return (
    <Link to="/matches" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-2 w-fit')}>
      <ArrowLeftIcon aria-hidden="true" />
      {t('matches.detail.backToList')}
    </Link>
  )
}

function ScoreCard({ match, onEditServer }: { match: Match; onEditServer: (() => void) | undefined }) {
  const { t, i18n } = useTranslation()
  const { score } = match
  const points = score.current_game?.points
  const serverTeam = match.pairs.find((p) => p.players.some((pl) => pl.id === score.server_id))?.team
  const serverName = match.pairs.flatMap((p) => p.players).find((p) => p.id === score.server_id)?.name
  return (
    <Card data-testid="match-score">
      <CardHeader>
        <CardTitle>{t('matches.detail.score')}</CardTitle>
        <p className="text-xs text-muted-foreground">
          {t('matches.detail.created', { date: formatDateTime(match.created_at, i18n.language) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {match.points_count > 0 && (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('matches.detail.score')}</caption>
            <thead>
              <tr className="text-xs text-muted-foreground">
                <th scope="col" className="pb-2 text-left font-medium">
                  {t('matches.columns.players')}
                </th>
                {score.sets.map((_, i) => (
                  <th key={i} scope="col" className="w-9 pb-2 text-center font-medium">
                    {t('matches.detail.setShort', { number: i + 1 })}
                  </th>
                ))}
                {points && (
                  <th scope="col" className="w-12 pb-2 text-center font-medium">
                    {score.current_game?.tie_break
                      ? t('matches.detail.tieBreakShort')
                      : t('matches.detail.pointsShort')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {([0, 1] as const).map((team) => (
                <tr key={team} className="border-t border-border">
                  <th scope="row" className="py-2.5 pr-2 text-left font-medium">
                    <span className="flex items-center gap-2">
                      {serverTeam === team && match.status !== 'finished' ? (
                        <CircleDotIcon
                          className="size-4 shrink-0 text-primary"
                          aria-label={t('matches.detail.serving')}
                        />
                      ) : (
                        <span className="size-4 shrink-0" />
                      )}
                      <span className="min-w-0">{teamName(match, team)}</span>
                      {score.winner_team === team && (
                        <Badge variant="secondary">
                          <TrophyIcon aria-hidden="true" />
                          {t('matches.detail.winner')}
                        </Badge>
                      )}
                    </span>
                  </th>
                  {score.sets.map((set, i) => (
                    <td key={i} className="text-center text-base font-semibold tabular-nums">
                      {set.games[team]}
                      {set.tie_break && (
                        <sup className="ml-0.5 text-[10px] text-muted-foreground">{set.tie_break[team]}</sup>
                      )}
                    </td>
                  ))}
                  {points && (
                    <td className="text-center">
                      <span className="inline-block min-w-9 rounded-md bg-primary/10 px-1.5 py-0.5 font-bold tabular-nums">
                        {points[team]}
                      </span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {match.points_count === 0 && <p className="text-sm text-muted-foreground">{t('matches.detail.notStarted')}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <p className="text-sm text-muted-foreground" data-testid="current-server">
            {match.status === 'finished'
              ? t('matches.detail.finished')
              : serverName
                ? t('matches.detail.nextServer', { name: serverName })
                : t('matches.detail.noServer')}
          </p>
          {onEditServer && (
            <Button variant="outline" size="sm" onClick={onEditServer} data-testid="edit-server">
              <RepeatIcon aria-hidden="true" />
              {t('matches.detail.editServer')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}

function PlayersCard({ match }: { match: Match }) {
  const { t } = useTranslation()
  const order = new Map(match.server_order.map((id, index) => [id, index + 1]))
  return (
    <Card data-testid="match-players">
      <CardHeader>
        <CardTitle>{t('matches.detail.players')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {match.pairs.map((pair) => (
          <div key={pair.team} className="grid gap-1.5">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('matches.wizard.pair', { pair: pair.team === 0 ? 'A' : 'B' })}
            </p>
            <ul className="grid gap-1">
              {pair.players.map((player) => (
                <li key={player.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium">{player.name}</span>
                  {order.has(player.id) && (
                    <span className="text-xs text-muted-foreground">
                      {t('matches.detail.servesNth', { n: order.get(player.id) })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  )
}

function RulesCard({ match }: { match: Match }) {
  const { t } = useTranslation()
  const r = match.rules
  const deuce = r.star_point ? 'star' : r.golden_point ? 'golden' : 'advantage'
  const items = [
    t('matches.rules.bestOf', { count: r.sets_to_win, total: r.sets_to_win * 2 - 1 }),
    t('matches.rules.summary.games', { count: r.games_to_win_set }),
    t('matches.rules.summary.tieBreak', { count: r.tie_break_points_to_win }),
    t(`matches.rules.deuceModes.${deuce}.label`),
    r.super_tie_break ? t('matches.rules.summary.superTieBreak', { count: r.super_tie_break_points_to_win }) : null,
    match.sport === 'tennis' && !r.super_tie_break
      ? r.final_set_tie_break
        ? t('matches.rules.summary.finalSetTieBreak', { count: r.final_set_tie_break_points_to_win })
        : t('matches.rules.summary.advantageFinalSet')
      : null,
  ].filter((item): item is string => Boolean(item))
  return (
    <Card data-testid="match-rules">
      <CardHeader>
        <CardTitle>{t('matches.detail.rules')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="outline" className="font-medium">
                {item}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
