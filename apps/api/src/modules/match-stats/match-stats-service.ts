import { messages, toDomainRules, type MatchStatsQuery } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { RENDER_NAME_MAX, clipText, type RenderPool } from '../heavy-work/index.ts'
import { findMatchLog, findViewableMatch } from '../matches/index.ts'
import type { matchBallsCsvText, matchStatsJson } from './match-stats-render.ts'

/** The most sets a match can have under its rules (best of 2n − 1). */
const maxSets = (match: MatchRow): number => match.rules.sets_to_win * 2 - 1

/**
 * GET /matches/:id/stats: the domain's statistics of the stored log, for whoever may see the match (else 404, the
 * matches module's rule), as the response's JSON text. A set the rules cannot have, or a player not in the match, is
 * a 422 on that field; a set not played yet is simply empty. The replay runs in the render pool (ADR 0049).
 */
export async function matchStatsOf(
  ctx: AppContext,
  pool: RenderPool,
  userId: number,
  id: number,
  query: MatchStatsQuery,
): Promise<string> {
  const { match } = await findViewableMatch(ctx.db, id, userId, ctx.config.now())
  const log = await findMatchLog(ctx.db, match)
  const errors: Record<string, string[]> = {}
  if (query.set !== undefined && query.set > maxSets(match)) errors.set = [messages.statsSetInvalid]
  const playerId = query.player === undefined ? undefined : String(query.player)
  if (playerId !== undefined && !log.players.some((p) => p.id === playerId))
    errors.player = [messages.statsPlayerInvalid]
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validationFailed', errors)

  return pool.run<typeof matchStatsJson>('matchStatsJson', {
    rules: toDomainRules(match.rules),
    sport: match.sport,
    log,
    filter: {
      ...(query.set !== undefined ? { set: query.set } : {}),
      ...(playerId !== undefined ? { playerId } : {}),
    },
  })
}

/** GET /matches/:id/balls.csv: one row per ball with the score before and after (the domain's rows). */
export async function matchBallsCsv(
  ctx: AppContext,
  pool: RenderPool,
  userId: number,
  id: number,
): Promise<{ filename: string; csv: string }> {
  const { match } = await findViewableMatch(ctx.db, id, userId, ctx.config.now())
  const log = await findMatchLog(ctx.db, match)
  const csv = await pool.run<typeof matchBallsCsvText>('matchBallsCsvText', { rules: toDomainRules(match.rules), log })
  return { filename: `${clipText(match.title, RENDER_NAME_MAX)}-points.csv`, csv }
}
