import type { TFunction } from 'i18next'
import { dash, shotName, type ClipLabel } from '@courtside/contracts'

/** The words of a clip's label, in the reader's language, with the statistics' own names for types and kinds. */
export interface ClipLabelText {
  match: string
  /** "Set 2, game 5" */
  where: string
  /** "Before the point: sets 1–0, games 4–3, 30–15" */
  score: string
  /** "Point to Iida Koski & Ana Ortiz" */
  winner: string
  /** "Iida Koski, smash winner"; null when nothing more than who won is known. */
  how: string | null
  decisive: string[]
}

/**
 * `teamName` names a side when the match's players are known (the coach's view); a guest reads "team 1" / "team 2".
 */
export function clipLabelText(t: TFunction, label: ClipLabel, teamName?: (team: 0 | 1) => string): ClipLabelText {
  const team = (side: 0 | 1) => teamName?.(side) || t('playlists.label.team', { n: side + 1 })
  const player = label.finisher_name ?? t('stats.story.someone')
  const shot = label.shot_type ? shotName(t, label.shot_type) : null
  const how =
    label.point_type === 'other' && !label.finisher_name
      ? null
      : shot
        ? t(`stats.story.types.${label.point_type}_shot`, { player, shot })
        : t(`stats.story.types.${label.point_type}`, { player })
  return {
    match: label.match_title,
    where: t('playlists.label.where', { set: label.set, game: label.game_in_set }),
    score: t('playlists.label.scoreBefore', {
      sets: dash(label.score_before.sets),
      games: dash(label.score_before.games),
      points: dash(label.score_before.points),
    }),
    winner: t('playlists.label.pointTo', { team: team(label.winner_team) }),
    how,
    decisive: label.decisive.map((kind) => t(`stats.decisive.${kind}`)),
  }
}
