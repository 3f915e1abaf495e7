import { asc, eq, inArray } from 'drizzle-orm'
import type { AccountExport, Ball, Match } from '@courtside/contracts'
import { toCsv } from '@courtside/domain'
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

/** Every point of every match as CSV rows, players by name (a match's player ids mean nothing outside it). */
export function pointsCsv(matchesWithBalls: Array<Match & { balls: Ball[] }>): string {
  const rows = matchesWithBalls.flatMap((match) => {
    const names = new Map(match.pairs.flatMap((pair) => pair.players.map((p) => [p.id, p.name] as const)))
    const name = (id: number | null) => (id === null ? null : (names.get(id) ?? String(id)))
    return match.balls.map((ball) => ({
      match_id: match.id,
      match_title: match.title,
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
      from_x: ball.from?.x ?? null,
      from_y: ball.from?.y ?? null,
      to_x: ball.to?.x ?? null,
      to_y: ball.to?.y ?? null,
      comment: ball.comment,
      recorded_at: ball.created_at,
    }))
  })
  // The domain's CSV writer: quoting and formula-safe texts written once.
  return toCsv(CSV_COLUMNS, rows)
}
