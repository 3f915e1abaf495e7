import { ScoringError, serversOf, type Team } from '@courtside/domain'
import type { z } from 'zod'
import { messages, type Ball, type CreateBall, type Match, type updateBallSchema } from '@courtside/contracts'
import type { AppContext } from '../../../app-context.ts'
import type { BallRow, MatchRow } from '../../../db/schema/index.ts'
import { HttpError } from '../../../lib/http-error.ts'
import { findEditableMatch } from '../match-guard.ts'
import { loadMatchLog, logInputOf, teamsOf } from '../match-log.ts'
import { notifyMatchUpdated } from '../match-notice-repository.ts'
import { writeMatchScore } from '../match-repository.ts'
import { replayStoredState, scoreColumnsOf, type MatchLogInput } from '../match-score.ts'
import { presentMatches } from '../present-matches.ts'
import { presentBall } from './ball-presenter.ts'
import { detailColumns, updateBallRow } from './ball-repository.ts'
import { checkBall } from './check-ball.ts'

type UpdateBall = z.output<typeof updateBallSchema>

/** A stored ball as the point a coach would send, so the recording rules check the edited whole. */
function asRecorded(row: BallRow): CreateBall {
  const { id: _id, seq: _seq, server_id: _server, created_at: _created, ...point } = presentBall(row)
  // The tap time is never edited; its range check is for new taps.
  return { ...point, tapped_at: null }
}

/**
 * The point after the edit. The stored winner only stands for `other` (the coach named it); any other type wins by
 * its finisher, so changing the finisher or the type may give the point to the other side.
 */
function edited(row: BallRow, input: UpdateBall): CreateBall {
  const { rescore: _rescore, ...changes } = input
  const merged = { ...asRecorded(row), ...changes }
  if (!('winner_team' in changes)) merged.winner_team = merged.point_type === 'other' ? (row.winnerTeam as Team) : null
  return merged
}

/**
 * The servers of every point after a rescore, checked: the replay must take every recorded point (the match may
 * not end before the last one) and each later point must still be possible with its server (an ace is the
 * server's). 422 otherwise, naming the first point that no longer fits.
 */
function replayRescored(rows: readonly BallRow[], log: MatchLogInput, license: MatchRow['license'], now: Date) {
  let state
  try {
    state = replayStoredState(log)
  } catch (error) {
    if (error instanceof ScoringError) throw new HttpError(422, 'rescoreEndsMatchEarly')
    throw error
  }
  const servers = serversOf(state).map(Number)
  for (const [i, row] of rows.entries()) {
    if (servers[i] === row.serverId) continue
    try {
      const { winnerTeam } = checkBall(asRecorded(row), { license, teams: log.teams, serverId: servers[i]!, now })
      if (winnerTeam === log.winners[i]) continue
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
    }
    throw new HttpError(422, 'rescoreBreaksLaterPoint', { seq: [String(row.seq)] })
  }
  return { state, servers }
}

/**
 * PATCH /matches/:id/balls/:ball_id (ADR 0036): completes or corrects a recorded point's detail under the match row
 * lock, with the rules of recording (licence, players, the attribution at the server it was played with). A change
 * that gives the point to the other side needs `rescore: true`: the match is replayed, later points take their new
 * servers, and the stored score is the replay. Watchers are told in both cases. The tap time and the client_id stay.
 */
export async function editBall(
  ctx: AppContext,
  userId: number,
  matchId: number,
  ballId: number,
  input: UpdateBall,
): Promise<{ ball: Ball; match: Match }> {
  const now = ctx.config.now()
  const saved = await ctx.db.transaction(async (tx) => {
    const match = await findEditableMatch(tx, matchId, userId, now)
    // The whole log is needed for the replay anyway; a ball id of another match is simply not in it.
    const log = await loadMatchLog(tx, matchId)
    const rows = log.balls
    const row = rows.find((r) => r.id === ballId)
    if (!row) throw new HttpError(404, 'notFound')
    const teams = teamsOf(log.players)

    const ball = edited(row, input)
    const { winnerTeam } = checkBall(ball, { license: match.license, teams, serverId: row.serverId, now })
    if (winnerTeam !== row.winnerTeam && input.rescore !== true) {
      throw new HttpError(409, 'rescoreRequired', { winner_team: [messages.rescoreRequired] })
    }

    const winners = rows.map((r) => (r.id === row.id ? winnerTeam : (r.winnerTeam as Team)))
    const { state, servers } = replayRescored(rows, logInputOf(match, log, { winners }), match.license, now)
    for (const [i, r] of rows.entries()) {
      if (r.id !== row.id && servers[i] !== r.serverId) await updateBallRow(tx, r.id, { serverId: servers[i]! })
    }
    const updatedBall = await updateBallRow(tx, row.id, detailColumns(ball, winnerTeam))

    // Written even when the score stands: balls_updated_at and updated_at tell caches and watchers.
    const columns = scoreColumnsOf(state, log.serverChanges.at(-1)?.order ?? null)
    const updated = await writeMatchScore(tx, matchId, columns, now, { ballsChanged: true })
    await notifyMatchUpdated(tx, { match_id: matchId, updated_at: updated.updatedAt.toISOString() })
    return { row: updatedBall, match: updated }
  })
  const [presented] = await presentMatches(ctx.db, [{ match: saved.match, canEdit: true }])
  return { ball: presentBall(saved.row), match: presented! }
}
