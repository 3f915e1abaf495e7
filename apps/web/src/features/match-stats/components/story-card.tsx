import { memo, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StatsStoryEvent as StoryEvent } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { dash } from './stats-format'
import { durationText, storyBody, storyPrefix } from '@courtside/contracts'
import type { StatsView } from './stats-view'
import { PlayPointButton } from './play-point-button'
import { TeamDot } from './team-dot'
import type { StatsFilter } from '../hooks/use-stats-filters'
import { StatsPlaylistButton } from './stats-playlist-button'

interface GameGroup {
  game: number
  events: StoryEvent[]
}
interface SetGroup {
  set: number
  games: GameGroup[]
}

/** Sets → games → points, in order (the events arrive in seq order). */
export function groupStory(story: readonly StoryEvent[]): SetGroup[] {
  const sets: SetGroup[] = []
  for (const event of story) {
    let set = sets.at(-1)
    if (!set || set.set !== event.set) sets.push((set = { set: event.set, games: [] }))
    let game = set.games.at(-1)
    if (!game || game.game !== event.game) set.games.push((game = { game: event.game, events: [] }))
    game.events.push(event)
  }
  return sets
}

/** The score after a point: the game's points, or the games (sets) once it ended the game (set). */
function scoreAfter(event: StoryEvent): string {
  const after = event.score_after
  if (event.ends_match || event.ends_set) return dash(after.sets)
  if (event.ends_game) return dash(after.games)
  return dash(after.points)
}

const StoryGame = memo(function StoryGame({ group, view }: { group: GameGroup; view: StatsView }) {
  const { t } = useTranslation()
  const first = group.events[0]!
  const last = group.events.at(-1)!
  // How long the game took, from the taps (ADR 0034), beside who won it.
  const took = view.stats.durations.games.find((g) => g.game === group.game)
  const gameTime = (text: string) => (took ? t('stats.durations.game', { text, time: durationText(t, took.ms) }) : text)
  const heading = first.super_tie_break
    ? t('stats.story.superTieBreak')
    : first.tie_break
      ? t('stats.story.tieBreak')
      : t('stats.story.gameHeading', { game: first.game_in_set, server: view.playerName(first.server_id) })
  return (
    <li className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-1">
        <h4 className="text-sm font-semibold">{heading}</h4>
        {last.ends_game && (
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <TeamDot team={last.winner_team} />
            {gameTime(t('stats.story.gameTo', { team: view.teamName(last.winner_team), score: scoreAfter(last) }))}
          </span>
        )}
      </div>
      <ol className="grid gap-1.5">
        {group.events.map((event) => (
          <li key={event.seq} className="grid grid-cols-[1fr_auto] items-start gap-x-3 text-sm">
            <div className="grid gap-1">
              <p data-testid="story-sentence">
                <span className="font-medium tabular-nums">{storyPrefix(t, event)}</span>
                {t('stats.story.separator')}
                {storyBody(t, event, view.teamName)}
              </p>
              {(event.decisive.length > 0 || event.comment) && (
                <div className="flex flex-wrap items-center gap-1.5">
                  {event.decisive.map((kind) => (
                    <Badge key={kind} variant="warning">
                      {t(`stats.decisive.${kind}`)}
                    </Badge>
                  ))}
                  {event.comment && <q className="text-xs text-muted-foreground italic">{event.comment}</q>}
                </div>
              )}
            </div>
            <span className="inline-flex items-center gap-1.5 pt-0.5 font-mono text-xs whitespace-nowrap tabular-nums">
              {view.playPoint && <PlayPointButton seq={event.seq} onPlay={view.playPoint} />}
              <TeamDot team={event.winner_team} />
              <span className="sr-only">
                {t('stats.story.pointTo', { team: view.teamName(event.winner_team) })}{' '}
                {t('stats.story.scoreAfterLabel')}{' '}
              </span>
              {scoreAfter(event)}
            </span>
          </li>
        ))}
      </ol>
    </li>
  )
})

/** How long a completed set took, from the taps (ADR 0034); nothing while it is under way or untimed. */
function SetTime({ set, view }: { set: number; view: StatsView }) {
  const { t } = useTranslation()
  const took = view.stats.durations.sets.find((s) => s.set === set)
  if (!took) return null
  return (
    <p className="mb-3 text-sm text-muted-foreground" data-testid="story-set-time">
      {t('stats.durations.set', { set, time: durationText(t, took.ms) })}
    </p>
  )
}

/** The ball-by-ball story, one set at a time so a 300-point match never renders all its sentences at once. */
export const StoryCard = memo(function StoryCard({ view, filter }: { view: StatsView; filter: StatsFilter }) {
  const { t } = useTranslation()
  const sets = useMemo(() => groupStory(view.stats.story), [view.stats.story])
  const [chosen, setChosen] = useState<number | null>(null)
  const current = sets.find((s) => s.set === chosen) ?? sets[0]
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.story.title')}</CardTitle>
        <CardDescription>{t('stats.story.description')}</CardDescription>
        {current && <StatsPlaylistButton view={view} filter={filter} decisive className="pt-1" />}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!current ? (
          <p className="text-sm text-muted-foreground">{t('stats.story.empty')}</p>
        ) : (
          <>
            {sets.length > 1 && (
              <ToggleGroup
                type="single"
                aria-label={t('stats.story.setTabs')}
                value={String(current.set)}
                onValueChange={(v) => v && setChosen(Number(v))}
              >
                {sets.map((s) => (
                  <ToggleGroupItem key={s.set} value={String(s.set)} className="px-3">
                    {t('stats.filters.setN', { set: s.set })}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            )}
            <section aria-label={t('stats.filters.setN', { set: current.set })}>
              <SetTime set={current.set} view={view} />
              <ol className="grid gap-5">
                {current.games.map((g) => (
                  <StoryGame key={g.game} group={g} view={view} />
                ))}
              </ol>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  )
})
