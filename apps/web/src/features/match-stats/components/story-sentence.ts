import type { TFunction } from 'i18next'
import type { StatsStoryEvent as StoryEvent } from '@courtside/contracts'
import { dash } from './stats-format'
import { shotName } from '@/lib/shot-name'

/** "Game 5, 30–15" / "Tie-break, 3–2" / "Super tie-break, 6–4": where the point was played (the score before it). */
export function storyPrefix(t: TFunction, event: StoryEvent): string {
  const score = dash(event.score_before.points)
  if (event.super_tie_break) return t('stats.story.prefixSuperTieBreak', { score })
  if (event.tie_break) return t('stats.story.prefixTieBreak', { score })
  return t('stats.story.prefixGame', { game: event.game_in_set, score })
}

/**
 * What happened, e.g. "Iida Koski, smash winner (fast), after Lea Virta's lob". The grammar lives in the locale
 * files (Finnish orders it differently); this only picks the key and fills the names and shot words.
 */
export function storyBody(t: TFunction, event: StoryEvent, teamName: (team: 0 | 1) => string): string {
  const player = event.finisher_name ?? t('stats.story.someone')
  const shot = event.shot_type ? shotName(t, event.shot_type) : null
  let body =
    event.point_type === 'other'
      ? t('stats.story.other', { team: teamName(event.winner_team) })
      : shot
        ? t(`stats.story.types.${event.point_type}_shot`, { player, shot })
        : t(`stats.story.types.${event.point_type}`, { player })
  if (event.shot_speed) body = t('stats.story.withSpeed', { text: body, speed: t(`stats.speeds.${event.shot_speed}`) })
  if (event.previous_shooter_name) {
    const forced = event.point_type === 'forced_error'
    const previous = event.previous_shot_type ? shotName(t, event.previous_shot_type) : null
    const key = `${forced ? 'forcedBy' : 'after'}${previous ? 'Shot' : ''}`
    body = t(`stats.story.${key}`, { text: body, player: event.previous_shooter_name, shot: previous })
  }
  return body
}

export function storySentence(t: TFunction, event: StoryEvent, teamName: (team: 0 | 1) => string): string {
  return t('stats.story.sentence', { prefix: storyPrefix(t, event), body: storyBody(t, event, teamName) })
}
