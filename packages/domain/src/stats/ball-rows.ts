import { isTieBreak } from '../scoring/match-state.ts'
import type { Team } from '../scoring/team.ts'
import type { StatsPlayer } from './ball-record.ts'
import { scoredBalls, type MatchStatsInput } from './compute-match-stats.ts'
import { COURT_POINT_COLUMNS, courtPointCells } from './court-point-cells.ts'
import { toCsv } from './csv.ts'
import { serveOf } from './serve-stats.ts'

/** One flat row per ball for the CSV download (ADR 0020): every recorded field and the score before and after. */
export interface BallRow {
  seq: number
  set: number
  game: number
  game_in_set: number
  tie_break: boolean
  server_id: string
  server_name: string | null
  winner_team: Team
  point_type: string
  finisher_id: string | null
  finisher_name: string | null
  shot_type: string | null
  shot_speed: string | null
  previous_shooter_id: string | null
  previous_shooter_name: string | null
  previous_shot_type: string | null
  previous_shot_speed: string | null
  from_x: number | null
  from_y: number | null
  to_x: number | null
  to_y: number | null
  comment: string | null
  /** First or second serve when known (ADR 0036). */
  serve: string | null
  /** The tap time as ISO 8601 UTC, when the point has one (ADR 0034). */
  tapped_at: string | null
  score_before_sets: string
  score_before_games: string
  score_before_points: string
  score_after_sets: string
  score_after_games: string
  score_after_points: string
}

export const BALL_ROW_COLUMNS: readonly (keyof BallRow)[] = [
  'seq',
  'set',
  'game',
  'game_in_set',
  'tie_break',
  'server_id',
  'server_name',
  'winner_team',
  'point_type',
  'finisher_id',
  'finisher_name',
  'shot_type',
  'shot_speed',
  'previous_shooter_id',
  'previous_shooter_name',
  'previous_shot_type',
  'previous_shot_speed',
  ...COURT_POINT_COLUMNS,
  'comment',
  'serve',
  'tapped_at',
  'score_before_sets',
  'score_before_games',
  'score_before_points',
  'score_after_sets',
  'score_after_games',
  'score_after_points',
]

/**
 * Scores in the CSV read with an en dash ("6–4", "30–15", as on the screen): spreadsheet apps open "6-4" or "3-2"
 * as a date (6 April, 3 February), and a coach's games column would come out as a calendar.
 */
const spreadsheetSafe = (score: string): string => score.replace(/-/g, '–')

export function ballRows(
  input: Omit<MatchStatsInput, 'filter' | 'players'> & { players?: readonly StatsPlayer[] },
): BallRow[] {
  const names = new Map((input.players ?? []).map((p) => [p.id, p.name]))
  const name = (id: string | null | undefined): string | null => (id ? (names.get(id) ?? null) : null)
  return scoredBalls(input).map(({ ball, ctx }) => ({
    seq: ball.seq,
    set: ctx.set,
    game: ctx.game,
    game_in_set: ctx.gameInSet,
    tie_break: isTieBreak(ctx.gameKind),
    server_id: ball.serverId,
    server_name: name(ball.serverId),
    winner_team: ball.winnerTeam,
    point_type: ball.pointType,
    finisher_id: ball.finisherId ?? null,
    finisher_name: name(ball.finisherId),
    shot_type: ball.shotType ?? null,
    shot_speed: ball.shotSpeed ?? null,
    previous_shooter_id: ball.previousShooterId ?? null,
    previous_shooter_name: name(ball.previousShooterId),
    previous_shot_type: ball.previousShotType ?? null,
    previous_shot_speed: ball.previousShotSpeed ?? null,
    ...courtPointCells(ball),
    comment: ball.comment ?? null,
    serve: serveOf(ball),
    tapped_at: typeof ball.tappedAt === 'number' ? new Date(ball.tappedAt).toISOString() : null,
    score_before_sets: spreadsheetSafe(ctx.before.sets),
    score_before_games: spreadsheetSafe(ctx.before.games),
    score_before_points: spreadsheetSafe(ctx.before.points),
    score_after_sets: spreadsheetSafe(ctx.after.sets),
    score_after_games: spreadsheetSafe(ctx.after.games),
    score_after_points: spreadsheetSafe(ctx.after.points),
  }))
}

/** RFC 4180 CSV with a header row, CRLF line ends. */
export function ballRowsToCsv(rows: readonly BallRow[]): string {
  return toCsv(BALL_ROW_COLUMNS, rows)
}
