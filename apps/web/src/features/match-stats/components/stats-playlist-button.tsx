import { useTranslation } from 'react-i18next'
import { DECISIVE_KINDS, type PlaylistFilter } from '@courtside/contracts'
import { MakePlaylistButton } from '@/components/make-playlist-button'
import type { StatsFilter } from '../hooks/use-stats-filters'
import {
  hasAnchoredVideo,
  selectionParts,
  statsPlaylistFilter,
  suggestedTitle,
  type StatsSelection,
} from './stats-playlist'
import type { StatsView } from './stats-view'

/**
 * "Make a playlist" of the points a part of the statistics shows: the page's filter, narrowed by a card's selection
 * (the court map's finisher and point type) or to the decisive points (the story's). Without a synced video there are
 * no clips: the filters' button says so (`explainWithoutVideo`), a card's is left out rather than repeat it.
 */
export function StatsPlaylistButton({
  view,
  filter,
  selection = {},
  decisive = false,
  explainWithoutVideo = false,
  className,
}: {
  view: StatsView
  filter: StatsFilter
  selection?: StatsSelection
  decisive?: boolean
  explainWithoutVideo?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const anchored = hasAnchoredVideo(view.match)
  if (!anchored && !explainWithoutVideo) return null
  const playlistFilter: PlaylistFilter = {
    ...statsPlaylistFilter(view.match.id, filter),
    ...(selection.finisherId !== undefined ? { finisher_id: selection.finisherId } : {}),
    ...(selection.pointType !== undefined ? { point_types: [selection.pointType] } : {}),
    ...(decisive ? { decisive: [...DECISIVE_KINDS] } : {}),
  }
  const { sets, narrowed } = selectionParts(t, view, filter, selection)
  const scope = [sets, ...narrowed].join(', ')
  const summary = decisive ? t('makePlaylist.summary.decisive', { scope }) : t('makePlaylist.summary.match', { scope })
  const title = suggestedTitle(view, [
    filter.set === null ? null : sets,
    ...(decisive ? [t('makePlaylist.titles.decisive')] : []),
    ...narrowed,
  ])
  return (
    <MakePlaylistButton
      filter={playlistFilter}
      suggestedTitle={title}
      summary={summary}
      unavailable={anchored ? undefined : t('makePlaylist.needsVideo')}
      className={className}
    />
  )
}
