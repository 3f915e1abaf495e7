import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChartColumnIcon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryErrorView } from '@/components/query-error-view'
import { useMatchStats, useStatsMatch } from '../hooks/use-match-stats'
import { useStatsFilters } from '../hooks/use-stats-filters'
import { ClutchList } from './clutch-list'
import { CourtMapCard } from './court-map-card'
import { FindingsCard } from './findings-card'
import { FreeMatchNote } from './free-match-note'
import { HighlightsCard } from './highlights-card'
import { KeyPointsCard } from './key-points-card'
import { MomentumCard } from './momentum-card'
import { OverviewTable } from './overview-table'
import { ShotBreakdownCard } from './shot-breakdown-card'
import { StatsFilters } from './stats-filters'
import { StatsHeader } from './stats-header'
import { StatsPlaylistButton } from './stats-playlist-button'
import { statsView } from './stats-view'
import { StoryCard } from './story-card'
import { WinProbabilityCard } from './win-probability-card'

function LoadingStats() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  )
}

export interface MatchStatsScreenProps {
  matchId: number
  /** The video review panel (features/video-review), composed by the route (ADR 0037). */
  videoPanel?: ReactNode
  /** Plays a point's rally in that panel, once it can. */
  onPlayPoint?: (seq: number) => void
}

/** /matches/:id/scores: the statistics of one match, every section following the set and player filters. */
export function MatchStatsScreen({ matchId, videoPanel, onPlayPoint }: MatchStatsScreenProps) {
  const { t } = useTranslation()
  const matchQuery = useStatsMatch(matchId)
  const match = matchQuery.data
  if (!match) {
    return (
      <QueryErrorView
        query={matchQuery}
        pending={<LoadingStats />}
        headingLevel={1}
        notFound={{
          icon: ChartColumnIcon,
          title: t('stats.errors.matchTitle'),
          description: t('stats.errors.matchBody'),
        }}
      />
    )
  }
  return <MatchStatsBody match={match} videoPanel={videoPanel} onPlayPoint={onPlayPoint} />
}

function MatchStatsBody({
  match,
  videoPanel,
  onPlayPoint,
}: { match: Match } & Pick<MatchStatsScreenProps, 'videoPanel' | 'onPlayPoint'>) {
  const { t } = useTranslation()
  const playerIds = useMemo(() => match.pairs.flatMap((p) => p.players.map((pl) => pl.id)), [match.pairs])
  const sets = Math.max(1, match.score.sets.length)
  const { filter, setFilter } = useStatsFilters({ sets, playerIds })
  const statsQuery = useMatchStats(match, filter)
  const stats = statsQuery.data
  const view = useMemo(
    () => (stats ? statsView(match, stats, t('stats.story.someone'), onPlayPoint) : null),
    [match, stats, t, onPlayPoint],
  )
  // The long sections (story, court map, chart, shots) follow in an interruptible render, so on a 300-point match
  // the figures at the top update at once and the page keeps answering taps while the rest catches up.
  const later = useDeferredValue(view)

  const scope = [
    filter.set === null ? t('stats.filters.allSets') : t('stats.filters.setN', { set: filter.set }),
    filter.player === null ? null : view?.playerName(filter.player),
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <StatsHeader match={match} />
      {match.points_count > 0 && (
        <StatsFilters
          match={match}
          sets={sets}
          filter={filter}
          onChange={setFilter}
          pending={statsQuery.isFetching && statsQuery.isPlaceholderData}
          action={view && <StatsPlaylistButton view={view} filter={filter} explainWithoutVideo />}
        />
      )}
      {match.license === 'free' && <FreeMatchNote />}
      {match.points_count === 0 ? (
        <EmptyState icon={ChartColumnIcon} title={t('stats.empty.title')} description={t('stats.empty.body')} />
      ) : !view ? (
        <QueryErrorView query={statsQuery} pending={<LoadingStats />} title={t('stats.errors.statsBody')} />
      ) : (
        <>
          <section
            aria-labelledby="stats-overview-title"
            className="grid min-w-0 grid-cols-1 gap-3"
            data-testid="stats-overview"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="stats-overview-title" className="text-lg font-semibold tracking-tight">
                {t('stats.overview.title')}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t('stats.overview.scope', { scope, games: view.stats.games_played, points: view.stats.points_played })}
              </p>
            </div>
            <OverviewTable view={view} caption={t('stats.overview.caption', { scope })} />
            <p className="text-xs text-muted-foreground">
              <span data-testid="stats-detailed">
                {t('stats.overview.detailed', {
                  count: view.stats.points_played,
                  detailed: view.stats.points_detailed,
                })}
              </span>{' '}
              {t('stats.overview.impactNote')}
            </p>
            <ClutchList view={view} />
          </section>
          {videoPanel}
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <HighlightsCard view={view} />
            <KeyPointsCard view={view} caption={t('stats.keyPoints.caption', { scope })} />
          </div>
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <FindingsCard view={later ?? view} />
            <MomentumCard view={later ?? view} />
          </div>
          <WinProbabilityCard view={later ?? view} />
          {/* A free match records no positions: the free-match note says what the map would show. */}
          {view.detailed && <CourtMapCard view={later ?? view} filter={filter} />}
          {view.detailed && <ShotBreakdownCard view={later ?? view} />}
          <StoryCard view={later ?? view} filter={filter} />
        </>
      )}
    </div>
  )
}
