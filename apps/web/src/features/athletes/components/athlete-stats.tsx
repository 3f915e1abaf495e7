import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChevronRightIcon, LightbulbIcon } from 'lucide-react'
import { type AthleteRecommendation, type Match, type PlayerStatsSummary } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatDate } from './format-date'
import { shotName } from '@courtside/contracts'

export function AthleteStats({ stats }: { stats: PlayerStatsSummary }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Card className="gap-2 py-5" data-testid="athlete-win-rate">
          <CardHeader>
            <CardDescription>{t('athletes.detail.winRate')}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-semibold tabular-nums">
              {stats.win_rate === null ? '—' : `${stats.win_rate} %`}
            </p>
            <p className="text-sm text-muted-foreground">
              {stats.finished_matches === 0
                ? t('athletes.detail.noFinished')
                : t('athletes.detail.record', { wins: stats.wins, losses: stats.losses })}
            </p>
          </CardContent>
        </Card>
        <Card className="gap-2 py-5" data-testid="athlete-last-five">
          <CardHeader>
            <CardDescription>{t('athletes.detail.lastFive')}</CardDescription>
          </CardHeader>
          <CardContent>
            {stats.last_five.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('athletes.detail.noFinished')}</p>
            ) : (
              <ol className="flex flex-wrap gap-1.5" aria-label={t('athletes.detail.lastFiveLabel')}>
                {stats.last_five.map((result, index) => (
                  <li key={`${result.match_id}-${index}`}>
                    <Link
                      to={`/matches/${result.match_id}`}
                      className={cn(
                        'inline-flex size-11 items-center justify-center rounded-lg border text-sm font-bold outline-none focus-visible:ring-3 focus-visible:ring-ring/50 md:size-9',
                        result.result === 'W'
                          ? 'border-success/40 bg-success/15 text-foreground'
                          : 'border-destructive/40 bg-destructive/10 text-foreground',
                      )}
                      title={result.result === 'W' ? t('athletes.detail.win') : t('athletes.detail.loss')}
                    >
                      <span aria-hidden="true">
                        {result.result === 'W' ? t('athletes.detail.winShort') : t('athletes.detail.lossShort')}
                      </span>
                      <span className="sr-only">
                        {result.result === 'W' ? t('athletes.detail.win') : t('athletes.detail.loss')}
                      </span>
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Card className="gap-2 py-5" data-testid="athlete-total-matches">
          <CardHeader>
            <CardDescription>{t('athletes.detail.totalMatches')}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-semibold tabular-nums">{stats.total_matches}</p>
            <p className="text-sm text-muted-foreground">
              {t('athletes.detail.finishedCount', { count: stats.finished_matches })}
            </p>
          </CardContent>
        </Card>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('athletes.detail.recommendations')}</CardTitle>
            <CardDescription>{t('athletes.detail.recommendationsHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            {stats.recommendations.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="no-recommendations">
                {t('athletes.detail.noRecommendations')}
              </p>
            ) : (
              <ul className="grid gap-3" data-testid="recommendations">
                {stats.recommendations.map((rec, index) => (
                  <RecommendationItem key={`${rec.kind}-${index}`} rec={rec} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('athletes.detail.recentMatches')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2" data-testid="athlete-recent-matches">
              {stats.recent_matches.map((match) => (
                <RecentMatch key={match.id} match={match} />
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}

function RecommendationItem({ rec }: { rec: AthleteRecommendation }) {
  const { t } = useTranslation()
  const shotLabel = (shot: string) => shotName(t, shot)
  const text = (() => {
    switch (rec.kind) {
      case 'reduce_errors_on_shot':
        return t('athletes.recommendations.reduceErrors', {
          shot: shotLabel(rec.shot_type),
          errors: rec.unforced_errors,
          winners: rec.winners,
        })
      case 'keep_using_shot':
        return t('athletes.recommendations.keepUsing', {
          shot: shotLabel(rec.shot_type),
          errors: rec.unforced_errors,
          winners: rec.winners,
        })
      case 'work_on_return':
        return t('athletes.recommendations.workOnReturn', { count: rec.serve_return_errors })
      case 'work_on_serve':
        return t('athletes.recommendations.workOnServe', { count: rec.double_faults })
      case 'stop_setting_up_winners':
        return t('athletes.recommendations.stopSettingUp', { given: rec.winners_given, forced: rec.forced_to_error })
    }
  })()
  const strength = rec.kind === 'keep_using_shot'
  return (
    <li className="flex gap-3 rounded-xl border border-border p-3">
      <LightbulbIcon
        className={cn('mt-0.5 size-5 shrink-0', strength ? 'text-success' : 'text-warning')}
        aria-hidden="true"
      />
      <div className="grid gap-1">
        <Badge variant={strength ? 'secondary' : 'warning'}>
          {strength ? t('athletes.recommendations.strength') : t('athletes.recommendations.toWorkOn')}
        </Badge>
        <p className="text-sm">{text.charAt(0).toUpperCase() + text.slice(1)}</p>
        <p className="text-xs text-muted-foreground">
          {t('athletes.recommendations.basedOn', { count: rec.points })} ·{' '}
          {t('athletes.recommendations.inMatches', { count: rec.matches })}
        </p>
      </div>
    </li>
  )
}

function RecentMatch({ match }: { match: Match }) {
  const { t, i18n } = useTranslation()
  const sets = match.points_count === 0 ? '' : match.score.sets.map((s) => `${s.games[0]}–${s.games[1]}`).join(', ')
  return (
    <li>
      <Link
        to={`/matches/${match.id}`}
        className="flex min-h-14 items-center gap-3 rounded-xl border border-border px-3 py-2 outline-none hover:bg-accent/60 focus-visible:ring-3 focus-visible:ring-ring/50"
      >
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-medium">{match.title}</span>
          <span className="truncate text-xs text-muted-foreground">
            {formatDate(match.created_at, i18n.language)} · {t(`matches.status.${match.status}`)}
            {sets ? ` · ${sets}` : ''}
          </span>
        </span>
        <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  )
}
