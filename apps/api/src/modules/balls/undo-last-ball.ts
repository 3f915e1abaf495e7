import { undoLastPoint, type ServerChange, type Team } from '@courtside/domain'
import { messages, type Match } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findEditableMatch } from '../matches/match-guard.ts'
import { findBallWinners, findMatchPlayers, writeMatchScore } from '../matches/match-repository.ts'
import { replayMatchScore, servingPlayers } from '../matches/match-score.ts'
import { notifyMatchUpdated } from '../matches/notify-match-updated.ts'
import { presentMatches } from '../matches/present-matches.ts'
import {
  findBallByClientId,
  findLastBall,
  findServerChangeRows,
  moveServerChange,
  removeBallRow,
} from './ball-repository.ts'

/**
 * DELETE /matches/:id/balls/last: removes the last point under the match row lock. The domain's undoLastPoint
 * says where server changes go (ADR 0004: one made for the active ball moves back with it); the rows it moved are
 * rewritten, and the cached score is the replay of what remains.
 *
 * With `clientId` (ADR 0038) the undo names its point, which makes it idempotent: the named point is removed when it
 * is the last one; a point that is not in the match (already removed, or never recorded) leaves the match as it is
 * (200, nothing written); a named point with points after it is 409 'notLastPoint'.
 */
export async function undoLastBall(
  ctx: AppContext,
  userId: number,
  matchId: number,
  clientId?: string,
): Promise<Match> {
  const now = ctx.config.now()
  const saved = await ctx.db.transaction(async (tx) => {
    const match = await findEditableMatch(tx, matchId, userId, now)
    const last = await findLastBall(tx, matchId)
    if (clientId !== undefined && last?.clientId !== clientId) {
      if (await findBallByClientId(tx, matchId, clientId)) throw new HttpError(409, messages.notLastPoint)
      return match
    }
    if (!last) throw new HttpError(422, messages.noPointsToRemove)
    const players = await findMatchPlayers(tx, [matchId])
    const winners = await findBallWinners(tx, matchId)
    const changes = await findServerChangeRows(tx, matchId)
    const teams = new Map(players.map((p) => [p.id, p.team as Team]))

    // Rows come sorted as the domain sorts them (at_point, then id), so index i is the same change on both sides.
    const log = undoLastPoint({
      winners,
      serverChanges: changes.map((c): ServerChange => ({ atPoint: c.atPoint, order: servingPlayers(c.order, teams) })),
    })
    const moved = log.serverChanges ?? []
    for (const [i, change] of changes.entries()) {
      const atPoint = moved[i]!.atPoint
      if (atPoint !== change.atPoint) await moveServerChange(tx, change.id, atPoint)
    }
    await removeBallRow(tx, matchId, last)

    const cached = replayMatchScore({
      rules: match.rules,
      teams,
      serverOrder: match.serverOrder,
      winners: log.winners,
      serverChanges: changes.map((c, i) => ({ atPoint: moved[i]!.atPoint, order: c.order })),
    })
    const updated = await writeMatchScore(tx, matchId, cached, now, { ballsChanged: true })
    await notifyMatchUpdated(tx, { match_id: matchId, updated_at: updated.updatedAt.toISOString() })
    return updated
  })
  const [presented] = await presentMatches(ctx.db, [{ match: saved, canEdit: true }])
  return presented!
}
