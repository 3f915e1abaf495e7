import type { Serve } from '../scoring/shot-types.ts'
import type { Team } from '../scoring/team.ts'
import type { BallRecord } from './ball-record.ts'
import type { ServeStats } from './match-stats.ts'

/**
 * The serve a point was played on: the one recorded, else a double fault's (always the second), else unknown.
 * Nothing else can be inferred: an ace or a return error happens on either serve.
 */
export function serveOf(ball: Pick<BallRecord, 'serve' | 'pointType'>): Serve | null {
  return ball.serve ?? (ball.pointType === 'double_fault' ? 'second' : null)
}

export const emptyServeStats = (): ServeStats => ({
  charted: 0,
  first_in: 0,
  first_serve_pct: null,
  first_serve: { played: 0, won: 0 },
  second_serve: { played: 0, won: 0 },
})

/**
 * Serve figures of the points a server (a player, or a team's players) served: of the points whose serve is known,
 * the share played on the first serve, and the points played and won by the serving side on each serve.
 */
export function serveStatsOf(
  balls: readonly BallRecord[],
  serves: (serverId: string) => boolean,
  teamOf: (id: string) => Team | undefined,
): ServeStats {
  const s = emptyServeStats()
  for (const ball of balls) {
    if (!serves(ball.serverId)) continue
    const serve = serveOf(ball)
    if (serve === null) continue
    s.charted++
    if (serve === 'first') s.first_in++
    const tally = serve === 'first' ? s.first_serve : s.second_serve
    tally.played++
    if (ball.winnerTeam === teamOf(ball.serverId)) tally.won++
  }
  s.first_serve_pct = s.charted === 0 ? null : (100 * s.first_in) / s.charted
  return s
}

/**
 * Whether a point carries its full detail (the "complete details" mode, ADR 0036): who finished it, and on a pro
 * match the shot too. A quick tap ("point to A") has neither.
 */
export function hasFullDetail(
  ball: { finisherId: string | number | null; shotType?: string | null },
  license: 'pro' | 'free',
): boolean {
  if (ball.finisherId === null) return false
  return license === 'free' || (ball.shotType ?? null) !== null
}
