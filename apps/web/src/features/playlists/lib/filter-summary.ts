import type { TFunction } from 'i18next'
import { shotName, type PlaylistFilter, intlLocaleOf } from '@courtside/contracts'

/**
 * A saved filter in a few words ("Winner · smash · Set 1 · Golden point"), days in the reader's format. People are named by id in the filter,
 * so they read as "one athlete" / "one player" here; the clips' labels carry the names.
 */
export function filterSummary(t: TFunction, filter: PlaylistFilter, language: string): string {
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )
  const parts: string[] = []
  if (filter.match_ids?.length) parts.push(t('playlists.filter.matches', { count: filter.match_ids.length }))
  if (filter.athlete_id !== undefined) parts.push(t('playlists.filter.athlete'))
  if (filter.athlete_points) parts.push(t(`playlists.filter.athletePoints.${filter.athlete_points}`))
  if (filter.player_id !== undefined) parts.push(t('playlists.filter.player'))
  if (filter.won_by) {
    parts.push(
      'team' in filter.won_by
        ? t('playlists.filter.wonByTeam', { n: filter.won_by.team + 1 })
        : t('playlists.filter.wonByPlayer'),
    )
  }
  if (filter.finisher_id !== undefined) parts.push(t('playlists.filter.finisher'))
  if (filter.point_types?.length) parts.push(filter.point_types.map((p) => t(`shots.pointTypes.${p}`)).join(', '))
  if (filter.shot_types?.length) parts.push(filter.shot_types.map((s) => shotName(t, s)).join(', '))
  if (filter.sets?.length)
    parts.push(t('playlists.filter.sets', { sets: filter.sets.join(', '), count: filter.sets.length }))
  if (filter.decisive?.length) parts.push(filter.decisive.map((k) => t(`stats.decisive.${k}`)).join(', '))
  if (filter.from && filter.to)
    parts.push(t('playlists.filter.between', { from: day(filter.from), to: day(filter.to) }))
  else if (filter.from) parts.push(t('playlists.filter.from', { from: day(filter.from) }))
  else if (filter.to) parts.push(t('playlists.filter.to', { to: day(filter.to) }))
  return parts.length > 0 ? parts.join(' · ') : t('playlists.filter.everyPoint')
}
