import { pickNextServer, replaceServerOrder, ScoringError, type ServerChange } from '@courtside/domain'
import { messages, updateServerSchema, type Match, type MessageKey } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { parseWith } from '../../lib/parse-body.ts'
import { findEditableMatch } from './match-guard.ts'
import { loadMatchLog, logInputOf, teamsOf } from './match-log.ts'
import { notifyMatchUpdated } from './match-notice-repository.ts'
import { writeMatchScore } from './match-repository.ts'
import { replayMatchScore, replayStoredState, servingPlayers } from './match-score.ts'
import { presentMatches } from './present-matches.ts'
import { insertServerChange } from './server-change-repository.ts'

const [pickSchema, orderSchema] = updateServerSchema.options

/** The body names its form by its key; parsing each form alone gives field errors instead of a vague union error. */
function parseServerBody(
  body: unknown,
): ({ player_id: number } | { server_order: number[] }) & { at_point?: number | undefined } {
  const value = typeof body === 'object' && body !== null ? body : {}
  if ('player_id' in value) return parseWith(pickSchema, value)
  if ('server_order' in value) return parseWith(orderSchema, value)
  throw new HttpError(422, 'invalidServer', { player_id: [messages.invalidServer] })
}

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])

/** A 422 on one field, its text the message of `key`. */
const refusal = (key: MessageKey, field: string) => new HttpError(422, key, { [field]: [messages[key]] })

/**
 * PUT /matches/:id/server: a server change event at the current point count (ADR 0004), built and checked by the
 * domain; the cached score (its server) is replayed from the log including it. The match row lock serializes this
 * with recording, so the change lands at the point count it was checked against.
 */
export async function changeServer(ctx: AppContext, userId: number, id: number, body: unknown): Promise<Match> {
  const now = ctx.config.now()
  const saved = await ctx.db.transaction(async (tx) => {
    const match = await findEditableMatch(tx, id, userId, now)
    const input = parseServerBody(body)
    const log = await loadMatchLog(tx, id)
    const teams = teamsOf(log.players)
    const changes = log.serverChanges
    const state = replayStoredState(logInputOf(match, log))
    if (state.winner !== null) throw new HttpError(422, 'noActiveBall')
    // ADR 0038: a change queued offline lands at the point the coach saw, or not at all.
    if (input.at_point !== undefined && input.at_point !== state.pointCount) {
      throw new HttpError(409, 'serverChangeOutdated', { at_point: [messages.serverChangeOutdated] })
    }

    let change: ServerChange
    try {
      if ('player_id' in input) {
        if (!teams.has(input.player_id)) throw refusal('invalidServer', 'player_id')
        change = pickNextServer(state, String(input.player_id))
      } else {
        const ids = input.server_order
        if (!ids.every((pid) => teams.has(pid))) throw refusal('invalidServerOrder', 'server_order')
        change = replaceServerOrder(state, servingPlayers(ids, teams))
      }
    } catch (error) {
      // The domain's refusal by its code, a key of `messages` (contracts checks that at compile time).
      if (error instanceof ScoringError) throw refusal(error.code, 'player_id' in input ? 'player_id' : 'server_order')
      throw error
    }
    const stored = { atPoint: change.atPoint, order: change.order.map((p) => Number(p.id)) }
    // The same change again (a retry whose answer was lost) is already in force: nothing to write.
    const latest = changes.at(-1)
    if (latest && latest.atPoint === stored.atPoint && sameOrder(latest.order, stored.order)) return match
    await insertServerChange(tx, { matchId: id, ...stored, now })
    const cached = replayMatchScore(logInputOf(match, log, { serverChanges: [...changes, stored] }))
    const updated = await writeMatchScore(tx, id, cached, now)
    await notifyMatchUpdated(tx, { match_id: id, updated_at: updated.updatedAt.toISOString() })
    return updated
  })
  const [presented] = await presentMatches(ctx.db, [{ match: saved, canEdit: true }])
  return presented!
}
