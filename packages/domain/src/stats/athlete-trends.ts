import { SHOT_GROUPS, type ShotGroup } from '../scoring/shot-types.ts'
import type { BallRecord } from './ball-record.ts'
import type { MatchStats, Tally } from './match-stats.ts'

/** Per completed game: null before the first one, so a chart leaves a gap rather than drawing a false zero. */
const perGame = (count: number, games: number): number | null => (games === 0 ? null : count / games)

export interface TrendShotGroup {
  shot_group: ShotGroup
  winners_per_game: number | null
  forced_errors_per_game: number | null
  unforced_errors_per_game: number | null
}

/** One match of an athlete's progress (ADR 0037): the figures a coach follows over months. */
export interface TrendFigures {
  games_played: number
  points_played: number
  /** The athlete's impact per game (the statistics' own figure). */
  impact: number | null
  winners_per_game: number | null
  forced_errors_per_game: number | null
  unforced_errors_per_game: number | null
  /** The points the athlete served, and won by their side. */
  on_serve: Tally
  /** The points the other side served, and won by the athlete's side. */
  on_return: Tally
  /** Every shot group, zeros included, in SHOT_GROUPS order. */
  by_shot_group: TrendShotGroup[]
}

/**
 * The trend figures of one athlete (a match player id) in one match, from that match's statistics and balls. Counts
 * per game divide by the match's completed games, the same divisor as the impact.
 */
export function trendFiguresOf(stats: MatchStats, balls: readonly BallRecord[], playerId: string): TrendFigures | null {
  const player = stats.players.find((p) => p.id === playerId)
  if (!player) return null
  const games = stats.games_played
  const onServe: Tally = { played: 0, won: 0 }
  const onReturn: Tally = { played: 0, won: 0 }
  const serverTeam = new Map(stats.players.map((p) => [p.id, p.team]))
  for (const ball of balls) {
    const won = ball.winnerTeam === player.team
    if (ball.serverId === playerId) {
      onServe.played++
      if (won) onServe.won++
    } else if (serverTeam.get(ball.serverId) !== undefined && serverTeam.get(ball.serverId) !== player.team) {
      onReturn.played++
      if (won) onReturn.won++
    }
  }
  return {
    games_played: games,
    points_played: stats.points_played,
    impact: player.impact,
    winners_per_game: perGame(player.winners, games),
    forced_errors_per_game: perGame(player.forced_errors, games),
    unforced_errors_per_game: perGame(player.unforced_errors, games),
    on_serve: onServe,
    on_return: onReturn,
    by_shot_group: SHOT_GROUPS.map((group) => {
      const row = player.by_shot_group.find((r) => r.shot_group === group)
      return {
        shot_group: group,
        winners_per_game: perGame(row?.winners ?? 0, games),
        forced_errors_per_game: perGame(row?.forced_errors ?? 0, games),
        unforced_errors_per_game: perGame(row?.unforced_errors ?? 0, games),
      }
    }),
  }
}
