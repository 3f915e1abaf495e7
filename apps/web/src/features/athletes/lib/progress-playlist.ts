import { SHOT_GROUP_MEMBERS, type PointType, type ShotGroup } from '@courtside/domain'
import { MAX_PLAYLIST_MATCHES, type PlaylistFilter, type TrendEntry } from '@courtside/contracts'
import { isGroupable, type TrendSelection } from './trend-series'

/** The point type a figure counts; the others (impact, serve and return) count every point. */
const POINT_TYPE_OF: Partial<Record<TrendSelection['metric'], PointType>> = {
  winners_per_game: 'winner',
  forced_errors_per_game: 'forced_error',
  unforced_errors_per_game: 'unforced_error',
}

/** The point type and the shot group the progress card's figure narrows to, if any. */
export function figureNarrowing(selection: TrendSelection): { pointType: PointType | null; group: ShotGroup | null } {
  return {
    pointType: POINT_TYPE_OF[selection.metric] ?? null,
    group: isGroupable(selection.metric) ? selection.group : null,
  }
}

/**
 * The playlist of what the progress card shows: the athlete's matches (`athlete_id`), only those in the card's range
 * when it leaves some out (`match_ids`, the newest MAX_PLAYLIST_MATCHES of them); a figure of winners or errors picks
 * the points the athlete finished (`athlete_points`) of its point type, and the shot group's shots when it has one.
 */
export function progressPlaylistFilter(
  athleteId: number,
  selection: TrendSelection,
  shown: readonly TrendEntry[],
  all: readonly TrendEntry[],
): PlaylistFilter {
  const { pointType, group } = figureNarrowing(selection)
  const narrowed = shown.length < all.length
  return {
    athlete_id: athleteId,
    ...(narrowed ? { match_ids: shown.slice(-MAX_PLAYLIST_MATCHES).map((e) => e.match_id) } : {}),
    ...(pointType ? { athlete_points: 'finished' as const, point_types: [pointType] } : {}),
    ...(group ? { shot_types: [...SHOT_GROUP_MEMBERS[group]] } : {}),
  }
}
