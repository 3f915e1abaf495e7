import type { Team } from '../scoring/team.ts'
import type { StatsPlayer } from '../stats/ball-record.ts'
import { involves } from '../stats/involves.ts'
import type { ScoredBall } from '../stats/scored-ball.ts'
import type { PointPressure } from './point-pressure.ts'

/** The share of a match's points, by leverage, called high-leverage (docs/win-probability.md). */
export const HIGH_LEVERAGE_SHARE = 0.2
/** A clutch figure needs at least this many of the player's points on each side of the threshold. */
export const MIN_CLUTCH_POINTS = 5

export interface PlayerPressure {
  player_id: string
  /** The player's high-leverage points (see playerPoints) and how many of them their side won. */
  high_leverage_points: number
  won: number
  /** The same for the player's other points. */
  other_points: number
  other_won: number
  /** Win rate on high-leverage points minus win rate on the others; null on too few points. */
  clutch: number | null
}

/**
 * The leverage from which a point is high-leverage: the smallest leverage among the match's top HIGH_LEVERAGE_SHARE
 * of points (ties with it count too). Null for a match without points or with no leverage at all.
 */
export function highLeverageThreshold(points: readonly PointPressure[]): number | null {
  const sorted = points.map((p) => p.leverage).sort((a, b) => b - a)
  if (sorted.length === 0) return null
  const threshold = sorted[Math.max(0, Math.ceil(sorted.length * HIGH_LEVERAGE_SHARE) - 1)] as number
  return threshold > 0 ? threshold : null
}

/**
 * A player's points: every point in singles (the player is the side); in doubles the points the player served,
 * finished or set up (the statistics' player filter), since both partners are on court for every point.
 */
export function playerPoints(ball: ScoredBall, player: StatsPlayer, sideSize: number): boolean {
  return sideSize <= 1 || involves(ball.ball, player.id)
}

/** High-leverage and other points of each player over `balls`, won when the player's side won the point. */
export function playerPressure(
  balls: readonly ScoredBall[],
  leverageBySeq: ReadonlyMap<number, number>,
  threshold: number | null,
  players: readonly StatsPlayer[],
): PlayerPressure[] {
  const sideSize = (team: Team): number => players.filter((p) => p.team === team).length
  return players.map((player) => {
    const size = sideSize(player.team)
    let high = 0
    let won = 0
    let other = 0
    let otherWon = 0
    for (const b of balls) {
      if (!playerPoints(b, player, size)) continue
      const wonIt = b.ball.winnerTeam === player.team
      const leverage = leverageBySeq.get(b.ball.seq) ?? 0
      if (threshold !== null && leverage >= threshold) {
        high++
        if (wonIt) won++
      } else {
        other++
        if (wonIt) otherWon++
      }
    }
    const enough = high >= MIN_CLUTCH_POINTS && other >= MIN_CLUTCH_POINTS
    return {
      player_id: player.id,
      high_leverage_points: high,
      won,
      other_points: other,
      other_won: otherWon,
      clutch: enough ? won / high - otherWon / other : null,
    }
  })
}
