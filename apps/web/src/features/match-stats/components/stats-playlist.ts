import type { TFunction } from 'i18next'
import type { PointType } from '@courtside/domain'
import type { Match, PlaylistFilter } from '@courtside/contracts'
import type { StatsFilter } from '../hooks/use-stats-filters'
import type { StatsView } from './stats-view'

/**
 * Playlists play clips of a match's video, and only a video with at least one sync anchor places its points (a video
 * saved before there were several anchors may carry its one as `sync` alone).
 */
export const hasAnchoredVideo = (match: Match): boolean =>
  (match.video?.syncs?.length ?? 0) > 0 || (match.video?.sync ?? null) !== null

/**
 * The page's filter as a playlist's: this match, the set shown, and the player filter as the statistics apply it
 * (the points the player finished, set up or served: the playlist's `player_id` is the same rule).
 */
export function statsPlaylistFilter(matchId: number, filter: StatsFilter): PlaylistFilter {
  return {
    match_ids: [matchId],
    ...(filter.set !== null ? { sets: [filter.set] } : {}),
    ...(filter.player !== null ? { player_id: filter.player } : {}),
  }
}

/** What a card narrows the page's filter to: the finisher and the point type shown. */
export interface StatsSelection {
  finisherId?: number | undefined
  pointType?: PointType | undefined
}

/** The words of a selection for a playlist's summary and title, in the order the page shows them. */
export function selectionParts(t: TFunction, view: StatsView, filter: StatsFilter, selection: StatsSelection = {}) {
  const sets = filter.set === null ? t('stats.filters.allSets') : t('stats.filters.setN', { set: filter.set })
  const involving =
    filter.player === null ? null : t('makePlaylist.parts.involving', { player: view.playerName(filter.player) })
  const finisher =
    selection.finisherId === undefined
      ? null
      : t('makePlaylist.parts.finishedBy', { player: view.playerName(selection.finisherId) })
  const type = selection.pointType === undefined ? null : t(`stats.pointTypes.${selection.pointType}`)
  return { sets, narrowed: [involving, finisher, type].filter((p): p is string => p !== null) }
}

/** "Club final · Set 2 · Iida Koski": the match and what narrows it, for the title the dialog suggests. */
export function suggestedTitle(view: StatsView, parts: readonly (string | null)[]): string {
  return [view.match.title, ...parts].filter(Boolean).join(' · ')
}
