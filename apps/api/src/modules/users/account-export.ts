import { asc, eq, inArray } from 'drizzle-orm'
import type { AccountExport, Ball, Match } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { balls, matches, players, type UserRow } from '../../db/schema/index.ts'
import { presentBall } from '../balls/ball-presenter.ts'
import { presentMatches } from '../matches/present-matches.ts'
import { presentPlayer } from '../players/player-presenter.ts'
import { presentUser } from './user-presenter.ts'
import { settingsOf } from './user-settings.ts'

/** Everything the coach owns (issue 12): athletes, matches with every point, in the API's own shapes. */
export async function exportAccount(db: Database, user: UserRow, now: Date): Promise<AccountExport> {
  const athleteRows = await db.select().from(players).where(eq(players.userId, user.id)).orderBy(asc(players.id))
  const matchRows = await db.select().from(matches).where(eq(matches.userId, user.id)).orderBy(asc(matches.id))
  const presented = await presentMatches(
    db,
    matchRows.map((match) => ({ match, canEdit: true })),
  )
  const ids = matchRows.map((m) => m.id)
  const ballRows = ids.length
    ? await db.select().from(balls).where(inArray(balls.matchId, ids)).orderBy(asc(balls.matchId), asc(balls.seq))
    : []
  const byMatch = new Map<number, Ball[]>()
  for (const row of ballRows) {
    const list = byMatch.get(row.matchId) ?? []
    list.push(presentBall(row))
    byMatch.set(row.matchId, list)
  }
  return {
    format: 'courtside-export',
    version: 1,
    exported_at: now.toISOString(),
    user: presentUser(user),
    settings: settingsOf(user.settings),
    athletes: athleteRows.map(presentPlayer),
    matches: presented.map((match) => ({ ...match, balls: byMatch.get(match.id) ?? [] })),
  }
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
  'from_x',
  'from_y',
  'to_x',
  'to_y',
  'comment',
  'recorded_at',
] as const

/**
 * One CSV field: quoted when needed, and a text a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts
 * with an apostrophe (OWASP's CSV injection advice): an athlete named "=HYPERLINK(…)" stays a name.
 */
function field(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Every point of every match as CSV rows, players by name (a match's player ids mean nothing outside it). */
export function pointsCsv(matchesWithBalls: Array<Match & { balls: Ball[] }>): string {
  const lines = [CSV_COLUMNS.join(',')]
  for (const match of matchesWithBalls) {
    const names = new Map(match.pairs.flatMap((pair) => pair.players.map((p) => [p.id, p.name] as const)))
    const name = (id: number | null) => (id === null ? null : (names.get(id) ?? String(id)))
    for (const ball of match.balls) {
      const row = [
        match.id,
        match.title,
        match.created_at,
        ball.seq,
        name(ball.server_id),
        ball.winner_team,
        ball.point_type,
        name(ball.finisher_id),
        ball.shot_type,
        ball.shot_speed,
        name(ball.previous_shooter_id),
        ball.previous_shot_type,
        ball.previous_shot_speed,
        ball.from?.x ?? null,
        ball.from?.y ?? null,
        ball.to?.x ?? null,
        ball.to?.y ?? null,
        ball.comment,
        ball.created_at,
      ]
      lines.push(row.map(field).join(','))
    }
  }
  return `${lines.join('\r\n')}\r\n`
}
