import type { BallRecord, ServerChange, ServingPlayer, StatsPlayer, Team } from '@courtside/domain'
import type { Database } from '../../db/database.ts'
import { perDatabase } from '../../db/prepared-statement.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { findBallRecords, findMatchPlayers, findServerChanges } from '../matches/match-repository.ts'
import { servingPlayers, toDomainServerChanges } from '../matches/match-score.ts'

/** Everything the statistics replay: the match's players, its balls in order and its server changes. */
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
 * Reads a match's log through the matches module's queries (the tables are theirs); ids become the domain's
 * string ids. One query after the other: inside a transaction a single connection serves them all. The answer is
 * shared between callers: never change it.
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

async function readMatchLog(db: Database, match: MatchRow): Promise<MatchLog> {
  const rows = await findMatchPlayers(db, [match.id])
  const teams = new Map(rows.map((p) => [p.id, p.team as Team]))
  const balls = await findBallRecords(db, match.id)
  const changes = await findServerChanges(db, match.id)
  return {
    players: rows.map((p) => ({ id: String(p.id), name: p.name, team: p.team as Team })),
    serverOrder: servingPlayers(match.serverOrder, teams),
    balls,
    serverChanges: toDomainServerChanges(changes, teams),
    license: match.license,
  }
}
