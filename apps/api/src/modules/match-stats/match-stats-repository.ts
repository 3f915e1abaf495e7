import type { BallRecord, ServerChange, ServingPlayer, StatsPlayer, Team } from '@courtside/domain'
import type { Database } from '../../db/database.ts'
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

/**
 * Reads a match's log through the matches module's queries (the tables are theirs); ids become the domain's
 * string ids. One query after the other: inside a transaction a single connection serves them all.
 */
export async function findMatchLog(db: Database, match: MatchRow): Promise<MatchLog> {
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
