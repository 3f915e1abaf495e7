import { undoLastPoint, type ServerChange } from '@courtside/domain'
import type { Match } from '@courtside/contracts'
import type { AppContext } from '../../../app-context.ts'
import { HttpError } from '../../../lib/http-error.ts'
import { findEditableMatch } from '../match-guard.ts'
import { loadMatchLog, logInputOf, teamsOf, winnersOf } from '../match-log.ts'
import { notifyMatchUpdated } from '../match-notice-repository.ts'
import { writeMatchScore } from '../match-repository.ts'
import { replayMatchScore, servingPlayers } from '../match-score.ts'
import { presentMatches } from '../present-matches.ts'
import { moveServerChange } from '../server-change-repository.ts'
import { removeBallRow } from './ball-repository.ts'

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
    const log = await loadMatchLog(tx, matchId)
    const last = log.balls.at(-1)
    if (clientId !== undefined && last?.clientId !== clientId) {
      if (log.balls.some((b) => b.clientId === clientId)) throw new HttpError(409, 'notLastPoint')
      return match
    }
    if (!last) throw new HttpError(422, 'noPointsToRemove')
    const changes = log.serverChanges
    const teams = teamsOf(log.players)

    // Rows come sorted as the domain sorts them (at_point, then id), so index i is the same change on both sides.
    const undone = undoLastPoint({
      winners: winnersOf(log.balls),
      serverChanges: changes.map((c): ServerChange => ({ atPoint: c.atPoint, order: servingPlayers(c.order, teams) })),
    })
    const moved = undone.serverChanges ?? []
    for (const [i, change] of changes.entries()) {
      const atPoint = moved[i]!.atPoint
      if (atPoint !== change.atPoint) await moveServerChange(tx, change.id, atPoint)
    }
    await removeBallRow(tx, matchId, last)

    const cached = replayMatchScore(
      logInputOf(match, log, {
        winners: undone.winners,
        serverChanges: changes.map((c, i) => ({ atPoint: moved[i]!.atPoint, order: c.order })),
      }),
    )
    const updated = await writeMatchScore(tx, matchId, cached, now, { ballsChanged: true })
    await notifyMatchUpdated(tx, { match_id: matchId, updated_at: updated.updatedAt.toISOString() })
    return updated
  })
  const [presented] = await presentMatches(ctx.db, [{ match: saved, canEdit: true }])
  return presented!
}
