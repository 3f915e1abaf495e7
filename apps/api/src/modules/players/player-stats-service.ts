import { athleteRecommendations, computeMatchStats, trendFiguresOf, type PlayerStats } from '@courtside/domain'
import { toDomainRules, type PlayerStatsSummary, type TrendEntry } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findAthleteMatches, presentMatches, readMatchLog } from '../matches/index.ts'
import { findOwnedPlayer } from './player-repository.ts'

const RECENT = 5

/**
 * An athlete's figures over the matches where a match player is linked to them: results from the cached scores,
 * recommendations from the domain's statistics of each match with points (each names the points it rests on).
 */
export async function playerStatsOf(ctx: AppContext, userId: number, playerId: number): Promise<PlayerStatsSummary> {
  if (!(await findOwnedPlayer(ctx.db, userId, playerId))) throw new HttpError(404, 'userNotFound')
  const rows = await findAthleteMatches(ctx.db, playerId)

  const finished = rows
    .filter((r) => r.match.status === 'finished' && r.match.winnerTeam !== null)
    .sort((a, b) => lastActivity(b.match) - lastActivity(a.match) || b.match.id - a.match.id)
  const wins = finished.filter((r) => r.match.winnerTeam === r.team).length

  const { perMatch, trends } = await athleteFigures(ctx, rows)

  return {
    total_matches: rows.length,
    finished_matches: finished.length,
    wins,
    losses: finished.length - wins,
    win_rate: finished.length === 0 ? null : Math.round((100 * wins) / finished.length),
    last_five: finished
      .slice(0, RECENT)
      .map((r) => ({ match_id: r.match.id, result: r.match.winnerTeam === r.team ? 'W' : 'L' })),
    recent_matches: await presentMatches(
      ctx.db,
      rows.slice(0, RECENT).map((r) => ({ match: r.match, canEdit: r.match.userId === userId })),
    ),
    recommendations: athleteRecommendations(perMatch),
    trends,
  }
}

/** Per match with points: the athlete's statistics and trend figures (trends oldest first). */
async function athleteFigures(ctx: AppContext, rows: Awaited<ReturnType<typeof findAthleteMatches>>) {
  const perMatch: PlayerStats[] = []
  const trends: TrendEntry[] = []
  for (const row of rows) {
    if (row.match.pointsCount === 0) continue
    // The matches module's log reader (uncached: each match is read once here).
    const { players, serverOrder, balls, serverChanges } = await readMatchLog(ctx.db, row.match)
    const stats = computeMatchStats({
      rules: toDomainRules(row.match.rules),
      serverOrder,
      players,
      balls,
      serverChanges,
    })
    const mine = stats.players.find((p) => p.id === String(row.matchPlayerId))
    if (mine) perMatch.push(mine)
    const figures = trendFiguresOf(stats, balls, String(row.matchPlayerId))
    // Played when its first point was tapped; the match's creation stands in for a match without tap times.
    const played = balls[0]?.tappedAt ?? row.match.createdAt.getTime()
    if (figures)
      trends.push({ match_id: row.match.id, title: row.match.title, date: new Date(played).toISOString(), ...figures })
  }
  trends.sort((a, b) => a.date.localeCompare(b.date) || a.match_id - b.match_id)
  return { perMatch, trends }
}

/** An athlete's trend figures per match, oldest first: what their focuses follow. */
export async function athleteTrends(ctx: AppContext, playerId: number): Promise<TrendEntry[]> {
  return (await athleteFigures(ctx, await findAthleteMatches(ctx.db, playerId))).trends
}

const lastActivity = (m: { ballsUpdatedAt: Date | null; updatedAt: Date }) =>
  (m.ballsUpdatedAt ?? m.updatedAt).getTime()
