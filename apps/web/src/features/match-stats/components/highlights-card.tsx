import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FlameIcon, TimerIcon, TrendingDownIcon, TrendingUpIcon, UndoDotIcon } from 'lucide-react'
import { durationText } from '@courtside/contracts'
import type { DecisivePoint } from '@courtside/domain'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { dash, formatGameImpact } from './stats-format'
import type { StatsView } from './stats-view'
import { PlayPointButton } from './play-point-button'
import { TeamDot } from './team-dot'

const FIRST_DECISIVE = 6

function scoreAt(point: Pick<DecisivePoint, 'score_before'>): string {
  const { games, points } = point.score_before
  return [games, points].filter(Boolean).map(dash).join(', ')
}

export const HighlightsCard = memo(function HighlightsCard({ view }: { view: StatsView }) {
  const { t, i18n } = useTranslation()
  const { highlights, durations } = view.stats
  const [showAll, setShowAll] = useState(false)
  const run = highlights.longest_run
  const comeback = highlights.biggest_comeback
  const decisive = showAll ? highlights.decisive_points : highlights.decisive_points.slice(0, FIRST_DECISIVE)
  const game = (g: typeof highlights.best_game) =>
    g
      ? t('stats.highlights.gameValue', {
          player: view.playerName(g.player_id),
          impact: formatGameImpact(g.impact, i18n.language),
          set: g.set,
          game: g.game_in_set,
        })
      : t('stats.highlights.none')

  const items = [
    {
      key: 'run',
      icon: FlameIcon,
      title: t('stats.highlights.longestRun'),
      value: run
        ? t('stats.highlights.runValue', {
            team: view.teamName(run.team),
            count: run.points,
            from: run.from_seq,
            to: run.to_seq,
          })
        : t('stats.highlights.none'),
    },
    {
      key: 'comeback',
      icon: UndoDotIcon,
      title: t('stats.highlights.comeback'),
      value: comeback
        ? t(`stats.highlights.comebackValue_${comeback.unit}`, {
            team: view.teamName(comeback.team),
            count: comeback.deficit,
            worst: dash(comeback.worst_score),
            set: comeback.set,
            final: dash(comeback.final_score),
          })
        : t('stats.highlights.noComeback'),
    },
    { key: 'best', icon: TrendingUpIcon, title: t('stats.highlights.bestGame'), value: game(highlights.best_game) },
    {
      key: 'worst',
      icon: TrendingDownIcon,
      title: t('stats.highlights.worstGame'),
      value: game(highlights.worst_game),
    },
    {
      key: 'time',
      icon: TimerIcon,
      title: t('stats.durations.title'),
      value:
        durations.total_ms === null || !durations.between_points
          ? t('stats.highlights.none')
          : t('stats.durations.value', {
              total: durationText(t, durations.total_ms),
              median: durationText(t, durations.between_points.median_ms),
            }),
    },
  ]

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.highlights.title')}</CardTitle>
        <CardDescription>{t('stats.highlights.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          {items.map(({ key, icon: Icon, title, value }) => (
            // A dl's groups may hold only dt and dd: the icon sits in the dt, placed in the group's left gutter.
            <div key={key} className="relative grid content-start gap-0.5 rounded-xl border border-border p-3 pl-11">
              <dt className="text-xs font-medium text-muted-foreground">
                <Icon className="absolute top-3.5 left-3 size-5 text-primary" aria-hidden="true" />
                {title}
              </dt>
              <dd className="text-sm">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">
            {t('stats.highlights.decisive', { count: highlights.decisive_points.length })}
          </h3>
          {highlights.decisive_points.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('stats.highlights.noDecisive')}</p>
          ) : (
            <ul className="grid gap-1.5">
              {decisive.map((p) => (
                <li key={p.seq} className="flex flex-wrap items-center gap-x-2 text-sm">
                  {view.playPoint && <PlayPointButton seq={p.seq} onPlay={view.playPoint} />}
                  <span className="text-muted-foreground tabular-nums">
                    {t('stats.highlights.decisiveAt', { set: p.set, score: scoreAt(p) })}
                  </span>
                  <span>{p.kinds.map((k) => t(`stats.decisive.${k}`)).join(', ')}</span>
                  <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                    <TeamDot team={p.winner_team} />
                    {t('stats.highlights.wonBy', { team: view.teamName(p.winner_team) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {highlights.decisive_points.length > FIRST_DECISIVE && (
            <Button
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => setShowAll((v) => !v)}
              aria-expanded={showAll}
            >
              {showAll
                ? t('stats.highlights.showFewer')
                : t('stats.highlights.showAll', { count: highlights.decisive_points.length })}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
})
