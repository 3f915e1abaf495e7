import {
  accountExportSchema,
  type AccountExport,
  type Ball,
  type Match,
  type Player,
  type User,
  type UserSettings,
} from '@courtside/contracts'
import { COURT_POINT_COLUMNS, courtPointCells, toCsv } from '@courtside/domain'
import type { BallRow } from '../../db/schema/index.ts'
import { presentBall } from '../matches/balls/ball-presenter.ts'
import { RENDER_NAME_MAX, RENDER_POINTS_MAX, RENDER_TEXT_MAX, clipText, clipTexts } from '../heavy-work/index.ts'
import { serializeResponse } from '../heavy-work/index.ts'

/** The account as read from the database: plain data the render pool receives. */
export interface AccountExportTask {
  exportedAt: Date
  user: User
  settings: UserSettings
  athletes: Player[]
  matches: Match[]
  /** Every stored point of those matches, ordered by match and seq. */
  balls: BallRow[]
  focuses: AccountExport['focuses']
  playlists: AccountExport['playlists']
}

/**
 * The export in the API's own shapes. Every text is cut at RENDER_TEXT_MAX and each match keeps at most the points
 * a match can hold (ADR 0049): the file grows with what the coach recorded, never with one stored text.
 */
function accountExportOf(task: AccountExportTask): AccountExport {
  const byMatch = new Map<number, Ball[]>()
  for (const row of task.balls) {
    const list = byMatch.get(row.matchId) ?? []
    if (list.length < RENDER_POINTS_MAX) list.push(presentBall(row))
    byMatch.set(row.matchId, list)
  }
  return clipTexts(
    {
      format: 'courtside-export',
      version: 1,
      exported_at: task.exportedAt.toISOString(),
      user: task.user,
      settings: task.settings,
      athletes: task.athletes,
      matches: task.matches.map((match) => ({ ...match, balls: byMatch.get(match.id) ?? [] })),
      focuses: task.focuses,
      playlists: task.playlists,
    } satisfies AccountExport,
    RENDER_TEXT_MAX,
  )
}

/** GET /user/export's body as JSON text, written by the route's schema. */
export function accountExportJson(task: AccountExportTask): string {
  return serializeResponse(accountExportSchema, accountExportOf(task))
}

const CSV_COLUMNS = [
  'match_id',
  'match_title',
  'match_created_at',
  'point',
  'server',
  'winner_team',
  'point_type',
  'finisher',
  'shot_type',
  'shot_speed',
  'previous_shooter',
  'previous_shot_type',
  'previous_shot_speed',
  ...COURT_POINT_COLUMNS,
  'comment',
  'recorded_at',
] as const

/**
 * Every point of every match as CSV rows, players by name (a match's player ids mean nothing outside it). Names
 * and titles repeat on every row, so they are cut at RENDER_NAME_MAX.
 */
export function accountPointsCsv(task: AccountExportTask): string {
  const rows = accountExportOf(task).matches.flatMap((match) => {
    const names = new Map(
      match.pairs.flatMap((pair) => pair.players.map((p) => [p.id, clipText(p.name, RENDER_NAME_MAX)] as const)),
    )
    const name = (id: number | null) => (id === null ? null : (names.get(id) ?? String(id)))
    const title = clipText(match.title, RENDER_NAME_MAX)
    return match.balls.map((ball) => ({
      match_id: match.id,
      match_title: title,
      match_created_at: match.created_at,
      point: ball.seq,
      server: name(ball.server_id),
      winner_team: ball.winner_team,
      point_type: ball.point_type,
      finisher: name(ball.finisher_id),
      shot_type: ball.shot_type,
      shot_speed: ball.shot_speed,
      previous_shooter: name(ball.previous_shooter_id),
      previous_shot_type: ball.previous_shot_type,
      previous_shot_speed: ball.previous_shot_speed,
      ...courtPointCells(ball),
      comment: ball.comment,
      recorded_at: ball.created_at,
    }))
  })
  // The domain's CSV writer: quoting and formula-safe texts written once.
  return toCsv(CSV_COLUMNS, rows)
}
