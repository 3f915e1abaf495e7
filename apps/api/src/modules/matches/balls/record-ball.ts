import { currentServer, scorePoint, type MatchState, type Team } from '@courtside/domain'
import type { z } from 'zod'
import { MATCH_POINT_LIMIT, createBallSchema, messages, type Ball, type Match } from '@courtside/contracts'
import type { AppContext } from '../../../app-context.ts'
import type { Database } from '../../../db/database.ts'
import type { BallRow, MatchPlayerRow, MatchRow } from '../../../db/schema/index.ts'
import { HttpError } from '../../../lib/http-error.ts'
import { isRemovedPointInsert, isUniqueViolation } from '../../../lib/pg-error.ts'
import { findEditableMatchWithOrganization, guardViewable, requireEditable, type GuardedMatch } from '../match-guard.ts'
import { loadMatchLog, logInputOf, teamsOf } from '../match-log.ts'
import { findMatchPlayers } from '../match-player-repository.ts'
import { writeLockedMatchScoreAndNotify } from '../match-repository.ts'
import { replayStoredState, scoreColumnsOf, type MatchScoreColumns } from '../match-score.ts'
import { presentMatch } from '../match-presenter.ts'
import { findMatchSnapshot } from '../match-viewer-repository.ts'
import { ballPayloadHash } from './ball-payload-hash.ts'
import { presentBall } from './ball-presenter.ts'
import { detailColumns, findBallByClientId, insertBallOnce, type NewBall } from './ball-repository.ts'
import { insertBallIfMatchUnchanged } from './record-point-repository.ts'
import { checkBall } from './check-ball.ts'
import { storedEngineState } from '../stored-engine-state.ts'

type BallInput = z.output<typeof createBallSchema>

/** The engine's state after the stored log, the next seq and the order in force. */
interface EngineAt {
  state: MatchState
  nextSeq: number
  currentServerOrder: number[] | null
}

/** The stored engine state when it is the one after the cached score (one read, no replay). */
function storedEngine(match: MatchRow): EngineAt | undefined {
  const state = storedEngineState(match)
  if (!state) return undefined
  return { state, nextSeq: match.pointsCount + 1, currentServerOrder: match.currentServerOrder }
}

/** storedEngine, else the replay of the log (rows from before engine_state, or anything unexpected). */
async function engineAt(tx: Database, match: MatchRow, players: MatchPlayerRow[]): Promise<EngineAt> {
  const stored = storedEngine(match)
  if (stored) return stored
  const log = await loadMatchLog(tx, match.id, players)
  return {
    state: replayStoredState(logInputOf(match, log)),
    nextSeq: (log.balls.at(-1)?.seq ?? 0) + 1,
    currentServerOrder: log.serverChanges.at(-1)?.order ?? null,
  }
}

export interface RecordedBall {
  /** false when the client_id had already been recorded with this payload (a retry): nothing was written. */
  created: boolean
  ball: Ball
  match: Match
}

interface Recorded {
  created: boolean
  row: BallRow
  match: MatchRow
  players: MatchPlayerRow[]
  organization: GuardedMatch['organization']
  court: GuardedMatch['court']
}

/** One POST of a point, as both ways of recording it take it: who, which match, what, its hash, and when. */
interface PointRequest {
  userId: number
  matchId: number
  input: BallInput
  hash: string
  now: Date
}

/** What a point does to a match as read: answered already (a retry), or the ball and the score to write. */
type Decision = { answer: Recorded } | { write: { ball: NewBall; score: MatchScoreColumns } }

type ReadMatch = Pick<Recorded, 'match' | 'players' | 'organization' | 'court'>

/**
 * The answer to a retry: the ball already recorded under this client_id with this payload, answered again; 409
 * when the client_id was used for another payload; undefined when it is not recorded.
 */
async function answerRetry(
  db: Database,
  read: ReadMatch,
  input: BallInput,
  hash: string,
): Promise<Recorded | undefined> {
  const earlier = await findBallByClientId(db, read.match.id, input.client_id)
  if (earlier && earlier.payloadHash !== hash)
    throw new HttpError(409, 'clientIdReused', { client_id: [messages.clientIdReused] })
  return earlier && { created: false, row: earlier, ...read }
}

/**
 * The checks and the engine's step of one point on a match as read (locked, or a snapshot whose write will check
 * its version). A refusal of a point whose client_id is already recorded with this payload is a retry (say of the
 * point that ended the match), answered with the stored ball; with another payload it is 409.
 */
async function decidePoint(
  db: Database,
  read: ReadMatch,
  engine: EngineAt,
  input: BallInput,
  hash: string,
  now: Date,
): Promise<Decision> {
  const { match, players } = read
  const teams = teamsOf(players)
  const retried = async (): Promise<Decision | undefined> => {
    const answer = await answerRetry(db, read, input, hash)
    return answer && { answer }
  }

  if (engine.nextSeq > MATCH_POINT_LIMIT) {
    const answer = await retried()
    if (answer) return answer
    throw new HttpError(422, 'matchPointLimit')
  }

  const server = currentServer(engine.state)
  let checked: { winnerTeam: Team; serverId: number }
  try {
    checked = checkBall(input, {
      license: match.license,
      teams,
      serverId: server ? Number(server.id) : null,
      now,
    })
  } catch (error) {
    const answer = error instanceof HttpError ? await retried() : undefined
    if (answer) return answer
    throw error
  }

  const tappedAt = input.tapped_at === null ? now : new Date(input.tapped_at)
  return {
    write: {
      ball: {
        matchId: match.id,
        seq: engine.nextSeq,
        clientId: input.client_id,
        payloadHash: hash,
        serverId: checked.serverId,
        ...detailColumns(input, checked.winnerTeam),
        tappedAt,
        createdAt: now,
      },
      // One step of the engine on the state as read: the same as replaying the log with this point (and its tap
      // time, which a timed match's clock runs on).
      score: scoreColumnsOf(
        scorePoint(engine.state, checked.winnerTeam, tappedAt.getTime()),
        engine.currentServerOrder,
      ),
    },
  }
}

/**
 * The usual way (ADR 0039): read the match, its players and access in one query without a lock, decide, and write
 * the ball and the score in one statement that only applies to the version read (its xmin). Undefined when that is
 * not possible (no stored engine state) or the match changed meanwhile, or the client_id is already taken: the
 * locked way then decides, as before.
 */
async function recordOnSnapshot(ctx: AppContext, request: PointRequest): Promise<Recorded | undefined> {
  const { userId, matchId, input, hash, now } = request
  const snapshot = await findMatchSnapshot(ctx.db, matchId, userId)
  const { match, organization, court } = requireEditable(guardViewable(snapshot, userId, now))
  const engine = storedEngine(match)
  if (!snapshot || !engine) return undefined
  const read = { match, players: snapshot.players, organization, court }
  const decision = await decidePoint(ctx.db, read, engine, input, hash, now)
  if ('answer' in decision) return decision.answer
  try {
    const written = await insertBallIfMatchUnchanged(
      ctx.db,
      { match, version: snapshot.version },
      decision.write.score,
      decision.write.ball,
      now,
    )
    return written && { ...read, created: true, row: written.ball, match: written.match }
  } catch (error) {
    if (isUniqueViolation(error) || isRemovedPointInsert(error)) return undefined
    throw error
  }
}

/**
 * The locked way: one transaction that first locks the match row, so writers of one match run one after the other:
 * each sees every earlier point, takes the next seq and the engine's server, and writes the score of one more
 * step. The (match_id, client_id) unique index makes a retry harmless: the insert does nothing and the stored ball
 * is answered again (200), or 409 when the payload differs.
 */
async function recordUnderLock(ctx: AppContext, request: PointRequest): Promise<Recorded> {
  const { userId, matchId, input, hash, now } = request
  return ctx.db
    .transaction(async (tx): Promise<Recorded> => {
      const { match, organization, court } = await findEditableMatchWithOrganization(tx, matchId, userId, now)
      // One after the other: a transaction is one connection.
      const players = await findMatchPlayers(tx, [matchId])
      const engine = await engineAt(tx, match, players)
      const read = { match, players, organization, court }
      const decision = await decidePoint(tx, read, engine, input, hash, now)
      if ('answer' in decision) return decision.answer
      const row = await insertBallOnce(tx, decision.write.ball)
      // The client_id is there (the unique index said so): a retry that came in meanwhile.
      if (!row) return (await answerRetry(tx, read, input, hash))!
      const updated = await writeLockedMatchScoreAndNotify(tx, match, decision.write.score, now)
      return { ...read, created: true, row, match: updated }
    })
    .catch((error: unknown) => {
      // Only a writer that skipped the match lock could collide on (match_id, seq); tell the client to retry.
      if (isUniqueViolation(error)) throw new HttpError(409, 'recordingConflict')
      // A late copy of a point the coach has since undone: recording it again would bring the point back.
      if (isRemovedPointInsert(error)) throw new HttpError(409, 'pointRemoved')
      throw error
    })
}

/** POST /matches/:id/balls: the snapshot way when it applies, else under the match's row lock. */
export async function recordBall(
  ctx: AppContext,
  userId: number,
  matchId: number,
  input: BallInput,
): Promise<RecordedBall> {
  const request: PointRequest = { userId, matchId, input, hash: ballPayloadHash(input), now: ctx.config.now() }
  const result = (await recordOnSnapshot(ctx, request)) ?? (await recordUnderLock(ctx, request))
  // Presented from the rows at hand: players read with the match, the organization and the court with it.
  return {
    created: result.created,
    ball: presentBall(result.row),
    match: presentMatch(result.match, result.players, result.organization, true, result.court),
  }
}
