import type {
  BallRecord,
  PointType,
  Serve,
  ServerChange,
  ServingPlayer,
  ShotSpeed,
  ShotType,
  StatsPlayer,
  Team,
} from '@courtside/domain'
import type { Database } from '../../db/database.ts'
import { perDatabase } from '../../db/prepared-statement.ts'
import type { BallRow, MatchRow } from '../../db/schema/index.ts'
import { loadMatchLog, teamsOf } from './match-log.ts'
import { servingPlayers, toDomainServerChanges } from './match-score.ts'

/** A match's log as the domain's statistics read it: players, balls and server changes with string ids. */
export interface MatchLog {
  players: StatsPlayer[]
  serverOrder: ServingPlayer[]
  balls: BallRecord[]
  serverChanges: ServerChange[]
  /** What full detail means for the points (points_detailed). */
  license: MatchRow['license']
}

/** Logs kept per database handle; the oldest read goes first. */
export const CACHED_MATCH_LOGS = 32

/**
 * Recently read logs by match and version. A match's log changes only together with its row, whose `updated_at`
 * moves forward on every point, edit, undo, server change and settings change (never twice to the same
 * millisecond), so a log read for one version stays right for it: a client looping a match's statistics, CSV or
 * report, or a crowd of guests on its scoreboard, reads the balls once per change instead of once per request
 * (ADR 0049).
 */
const cachedLogs = perDatabase(() => new Map<string, Promise<MatchLog>>())

/**
 * A match's log for the statistics, the CSV, the report, the public scoreboard and an athlete's figures, read by
 * loadMatchLog; ids become the domain's string ids. The answer is shared between callers: never change it.
 */
export function findMatchLog(db: Database, match: MatchRow): Promise<MatchLog> {
  const cache = cachedLogs(db)
  const key = `${match.id}@${match.updatedAt.getTime()}`
  const cached = cache.get(key)
  if (cached) {
    // Most recently used last, so the oldest is first to go.
    cache.delete(key)
    cache.set(key, cached)
    return cached
  }
  const read = readMatchLog(db, match)
  cache.set(key, read)
  // A failed read is not kept: the next request asks again.
  read.catch(() => cache.get(key) === read && cache.delete(key))
  while (cache.size > CACHED_MATCH_LOGS) cache.delete(cache.keys().next().value!)
  return read
}

/** findMatchLog without the cache: for a reader of many matches once each (an athlete's figures). */
export async function readMatchLog(db: Database, match: MatchRow): Promise<MatchLog> {
  const log = await loadMatchLog(db, match.id)
  const teams = teamsOf(log.players)
  return {
    players: log.players.map((p) => ({ id: String(p.id), name: p.name, team: p.team as Team })),
    serverOrder: servingPlayers(match.serverOrder, teams),
    balls: log.balls.map(ballRecordOf),
    serverChanges: toDomainServerChanges(log.serverChanges, teams),
    license: match.license,
  }
}

const idOf = (v: number | null) => (v === null ? null : String(v))

/** A stored ball as the domain's statistics read it (ids as strings). */
function ballRecordOf(b: BallRow): BallRecord {
  return {
    seq: b.seq,
    winnerTeam: b.winnerTeam as Team,
    serverId: String(b.serverId),
    pointType: b.pointType as PointType,
    finisherId: idOf(b.finisherId),
    shotType: b.shotType as ShotType | null,
    shotSpeed: b.shotSpeed as ShotSpeed | null,
    previousShooterId: idOf(b.previousShooterId),
    previousShotType: b.previousShotType as ShotType | null,
    previousShotSpeed: b.previousShotSpeed as ShotSpeed | null,
    from: b.from,
    to: b.to,
    comment: b.comment,
    serve: b.serve as Serve | null,
    // Rows from before the tap time (migration 0008) have their arrival time instead (ADR 0034).
    tappedAt: (b.tappedAt ?? b.createdAt).getTime(),
  }
}
