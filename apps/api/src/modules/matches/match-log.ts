import type { Team } from '@courtside/domain'
import type { Database } from '../../db/database.ts'
import type { BallRow, MatchPlayerRow, MatchRow } from '../../db/schema/index.ts'
import { listBallRows } from './balls/ball-repository.ts'
import { findMatchPlayers } from './match-player-repository.ts'
import type { MatchLogInput, StoredServerChange } from './match-score.ts'
import { findServerChanges, type ServerChangeRow } from './server-change-repository.ts'

/** A match's log as stored: its players, its balls in recording order and its server changes in replay order. */
export interface StoredMatchLog {
  players: MatchPlayerRow[]
  balls: BallRow[]
  serverChanges: ServerChangeRow[]
}

/**
 * The one reader of a match's log: recording (when no engine state is stored), undo, edit, server changes and the
 * statistics (match-log-cache.ts) all read it here. One query after the other: inside a transaction a single
 * connection serves them all. `players` when the caller has read them already (recording reads them with the match).
 */
export async function loadMatchLog(db: Database, matchId: number, players?: MatchPlayerRow[]): Promise<StoredMatchLog> {
  const read = players ?? (await findMatchPlayers(db, [matchId]))
  const balls = await listBallRows(db, matchId)
  const serverChanges = await findServerChanges(db, matchId)
  return { players: read, balls, serverChanges }
}

/** Match player id → team. */
export const teamsOf = (players: readonly MatchPlayerRow[]): Map<number, Team> =>
  new Map(players.map((p) => [p.id, p.team as Team]))

/** The point winners of a log, in recording order. */
export const winnersOf = (balls: readonly Pick<BallRow, 'winnerTeam'>[]): Team[] =>
  balls.map((b) => b.winnerTeam as Team)

/**
 * What the replay (match-score.ts) reads of a stored match and its log; `changed` replaces the winners or the server
 * changes with the ones a mutation is about to store (an undo, an edit, a new server change).
 */
export function logInputOf(
  match: Pick<MatchRow, 'rules' | 'serverOrder'>,
  log: StoredMatchLog,
  changed: { winners?: readonly Team[]; serverChanges?: readonly StoredServerChange[] } = {},
): MatchLogInput {
  return {
    rules: match.rules,
    teams: teamsOf(log.players),
    serverOrder: match.serverOrder,
    winners: changed.winners ?? winnersOf(log.balls),
    // Tap times by position: an edit keeps each point's time, an undo drops the last (the replay reads as many).
    times: log.balls.map((b) => (b.tappedAt ?? b.createdAt).getTime()),
    serverChanges: changed.serverChanges ?? log.serverChanges,
  }
}
