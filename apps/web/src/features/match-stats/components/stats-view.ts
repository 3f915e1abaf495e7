import type { Match, MatchStatsBody } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { playerNames, teamLabel } from './stats-format'

/** What every section reads: the match, its (filtered) statistics and the names to word them with. */
export interface StatsView {
  match: Match
  stats: MatchStatsBody
  playerName: (id: number | null) => string
  teamName: (team: Team) => string
  /** Pro matches carry shot types, speeds, the previous shot and court positions; free ones do not. */
  detailed: boolean
  /** Plays a point's rally in the linked video (ADR 0037), when one is synced; sections offer it beside points. */
  playPoint?: (seq: number) => void
}

export function statsView(
  match: Match,
  stats: MatchStatsBody,
  unknownPlayer: string,
  playPoint?: (seq: number) => void,
): StatsView {
  const names = playerNames(match)
  const teams: [string, string] = [teamLabel(match, 0), teamLabel(match, 1)]
  return {
    match,
    stats,
    playerName: (id) => (id === null ? unknownPlayer : (names.get(id) ?? unknownPlayer)),
    teamName: (team) => teams[team],
    detailed: match.license === 'pro',
    ...(playPoint ? { playPoint } : {}),
  }
}
