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

/** A side is named by its players (`teamName`, else the label's own names), "team 1" / "team 2" only if nameless. */
export function clipLabelText(t: TFunction, label: ClipLabel, teamName?: (team: 0 | 1) => string): ClipLabelText {
  const team = (side: 0 | 1) => teamName?.(side) || label.teams[side] || t('playlists.label.team', { n: side + 1 })
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
      // Nothing won yet reads as 0–0 (the first set, a deciding tie-break), never as an empty score.
      sets: dash(label.score_before.sets || '0-0'),
      games: dash(label.score_before.games || '0-0'),
      points: dash(label.score_before.points || '0-0'),
    }),
    winner: t('playlists.label.pointTo', { team: team(label.winner_team) }),
    how,
    decisive: label.decisive.map((kind) => t(`stats.decisive.${kind}`)),
  }
}
