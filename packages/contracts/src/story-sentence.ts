import type { StatsStoryEvent as StoryEvent } from './match-stats.ts'

/**
 * A translator: i18next's `t` in the web app, the report's own over the same locale files on the server. The
 * sentences below are shared so the statistics page and the PDF report say each point the same way (ADR 0035).
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string

/** "30-15" → "30–15": scores read with an en dash. */
export const dash = (score: string): string => score.replace(/-/g, '–')

/**
 * A shot's name inside a sentence ("smash winner", "Lyönnillä rysty lasin jälkeen…"): the same translations the
 * recorder shows as labels (`shots.types`), lower-cased, so a coach meets one name per shot everywhere.
 */
export function shotName(t: Translate, shot: string): string {
  return t(`shots.types.${shot}`, { defaultValue: shot.replaceAll('_', ' ') }).toLocaleLowerCase()
}

/** "Game 5, 30–15" / "Tie-break, 3–2" / "Super tie-break, 6–4": where the point was played (the score before it). */
export function storyPrefix(t: Translate, event: StoryEvent): string {
  const score = dash(event.score_before.points)
  if (event.super_tie_break) return t('stats.story.prefixSuperTieBreak', { score })
  if (event.tie_break) return t('stats.story.prefixTieBreak', { score })
  return t('stats.story.prefixGame', { game: event.game_in_set, score })
}

/**
 * What happened, e.g. "Iida Koski, smash winner (fast), after Lea Virta's lob". The grammar lives in the locale
 * files (Finnish orders it differently); this only picks the key and fills the names and shot words.
 */
export function storyBody(t: Translate, event: StoryEvent, teamName: (team: 0 | 1) => string): string {
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

export function storySentence(t: Translate, event: StoryEvent, teamName: (team: 0 | 1) => string): string {
  return t('stats.story.sentence', { prefix: storyPrefix(t, event), body: storyBody(t, event, teamName) })
}

/** "1 h 52 min", "4 min 12 s", "38 s": a span of the match in the page's (or report's) language (ADR 0036). */
export function durationText(t: Translate, ms: number): string {
  const total = Math.round(ms / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return t('stats.durations.hours', { h, m })
  if (m > 0) return t('stats.durations.minutes', { m, s })
  return t('stats.durations.seconds', { s })
}
