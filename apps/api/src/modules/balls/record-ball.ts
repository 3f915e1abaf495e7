import { currentServer, scorePoint, type MatchState, type Team } from '@courtside/domain'
import type { z } from 'zod'
import { MATCH_POINT_LIMIT, createBallSchema, messages, type Ball, type Match } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { BallRow, MatchPlayerRow, MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isRemovedPointInsert, isUniqueViolation } from '../../lib/pg-error.ts'
import { findEditableMatchWithOrganization, type GuardedMatch } from '../matches/match-guard.ts'
import { findMatchPlayers, findServerChanges, writeLockedMatchScoreAndNotify } from '../matches/match-repository.ts'
import { replayStoredState, scoreColumnsOf } from '../matches/match-score.ts'
import { presentMatch } from '../matches/match-presenter.ts'
import { ballPayloadHash } from './ball-payload-hash.ts'
import { presentBall } from './ball-presenter.ts'
import { detailColumns, findBallByClientId, findBallLog, insertBallOnce } from './ball-repository.ts'
import { checkBall } from './check-ball.ts'

/**
 * The engine's state after the stored log, the next seq and the order in force: the stored state when it is there
 * and matches the cached point count (one read, no replay), else the replay of the log (rows from before
 * engine_state, or anything unexpected).
 */
async function engineAt(
  tx: Parameters<typeof findBallLog>[0],
  match: MatchRow,
  teams: Map<number, Team>,
): Promise<{ state: MatchState; nextSeq: number; currentServerOrder: number[] | null }> {
  const stored = match.engineState
  if (stored && stored.pointCount === match.pointsCount) {
    return { state: stored, nextSeq: match.pointsCount + 1, currentServerOrder: match.currentServerOrder }
  }
  const { winners, nextSeq } = await findBallLog(tx, match.id)
  const changes = await findServerChanges(tx, match.id)
  const state = replayStoredState({
    rules: match.rules,
    teams,
    serverOrder: match.serverOrder,
    winners,
    serverChanges: changes,
  })
  return { state, nextSeq, currentServerOrder: changes.at(-1)?.order ?? null }
}

export interface RecordedBall {
  /** false when the client_id had already been recorded with this payload (a retry): nothing was written. */
  created: boolean
  ball: Ball
  match: Match
}

/**
 * POST /matches/:id/balls. One transaction that first locks the match row, so writers of one match run one after
 * the other: each sees every earlier point, takes the next seq and the engine's server, and rewrites the cached
 * score from the replay of the whole log. The (match_id, client_id) unique index makes a retry harmless: the
 * insert does nothing and the stored ball is answered again (200), or 409 when the payload differs.
 */
export async function recordBall(
  ctx: AppContext,
  userId: number,
  matchId: number,
  input: z.output<typeof createBallSchema>,
): Promise<RecordedBall> {
  const hash = ballPayloadHash(input)
  const now = ctx.config.now()
  const result = await ctx.db
    .transaction(
      async (
        tx,
      ): Promise<
        { created: boolean; row: BallRow; match: MatchRow; players: MatchPlayerRow[] } & Pick<
          GuardedMatch,
          'organization'
        >
      > => {
        const { match, organization } = await findEditableMatchWithOrganization(tx, matchId, userId, now)
        // One after the other: a transaction is one connection.
        const players = await findMatchPlayers(tx, [matchId])
        const teams = new Map(players.map((p) => [p.id, p.team as Team]))
        const { state, nextSeq, currentServerOrder } = await engineAt(tx, match, teams)
        const server = currentServer(state)

        const retried = async () => {
          const earlier = await findBallByClientId(tx, matchId, input.client_id)
          if (earlier && earlier.payloadHash !== hash)
            throw new HttpError(409, messages.clientIdReused, { client_id: [messages.clientIdReused] })
          return earlier && { created: false, row: earlier, match, players, organization }
        }

        if (nextSeq > MATCH_POINT_LIMIT) {
          const answer = await retried()
          if (answer) return answer
          throw new HttpError(422, 'matchPointLimit')
        }

        let checked: { winnerTeam: Team; serverId: number }
        try {
          checked = checkBall(input, {
            license: match.license,
            teams,
            serverId: server ? Number(server.id) : null,
            now,
          })
        } catch (error) {
          // A retry of a point already recorded (say the one that ended the match) is a retry, not a refusal.
          const answer = error instanceof HttpError ? await retried() : undefined
          if (answer) return answer
          throw error
        }

        const row = await insertBallOnce(tx, {
          matchId,
          seq: nextSeq,
          clientId: input.client_id,
          payloadHash: hash,
          serverId: checked.serverId,
          ...detailColumns(input, checked.winnerTeam),
          tappedAt: input.tapped_at === null ? now : new Date(input.tapped_at),
          createdAt: now,
        })
        if (!row) return (await retried())!

        // One step of the engine on the state the lock protects: the same as replaying the log with this point.
        const cached = scoreColumnsOf(scorePoint(state, checked.winnerTeam), currentServerOrder)
        const updated = await writeLockedMatchScoreAndNotify(tx, match, cached, now)
        return { created: true, row, match: updated, players, organization }
      },
    )
    .catch((error: unknown) => {
      // Only a writer that skipped the match lock could collide on (match_id, seq); tell the client to retry.
      if (isUniqueViolation(error)) throw new HttpError(409, messages.recordingConflict)
      // A late copy of a point the coach has since undone: recording it again would bring the point back.
      if (isRemovedPointInsert(error)) throw new HttpError(409, messages.pointRemoved)
      throw error
    })
  // Presented from the rows at hand: players read under the lock, the organization with the match.
  return {
    created: result.created,
    ball: presentBall(result.row),
    match: presentMatch(result.match, result.players, result.organization, true),
  }
}
