import { useTranslation } from 'react-i18next'
import type { TrendEntry } from '@courtside/contracts'
import { MakePlaylistButton } from '@/components/make-playlist-button'
import { figureNarrowing, progressPlaylistFilter } from '../lib/progress-playlist'
import type { TrendSelection } from '../lib/trend-series'

/** "Make a playlist" beside the progress card's figure: the athlete's points in the matches shown, of that figure. */
export function ProgressPlaylistButton({
  athleteId,
  athleteName,
  selection,
  shown,
  all,
}: {
  athleteId: number
  athleteName: string
  selection: TrendSelection
  /** The matches in the card's range; `all` the athlete's every match. */
  shown: readonly TrendEntry[]
  all: readonly TrendEntry[]
}) {
  const { t } = useTranslation()
  const { pointType, group } = figureNarrowing(selection)
  const what = pointType
    ? [
        t(`makePlaylist.pointTypes.${pointType}`),
        group ? t('makePlaylist.parts.shotGroup', { group: t(`shots.groups.${group}`).toLocaleLowerCase() }) : null,
      ]
        .filter(Boolean)
        .join(' ')
    : null
  const count = shown.length
  const summary = what
    ? t('makePlaylist.summary.athleteFigure', { athlete: athleteName, what, count })
    : t('makePlaylist.summary.athlete', { athlete: athleteName, count })
  const title = [athleteName, what ?? t('makePlaylist.titles.allPoints')].join(' · ')
  return (
    <MakePlaylistButton
      filter={progressPlaylistFilter(athleteId, selection, shown, all)}
      suggestedTitle={title}
      summary={summary}
    />
  )
}
