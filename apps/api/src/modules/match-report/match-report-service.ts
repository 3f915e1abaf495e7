import { toDomainRules, type MatchReportQuery } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { RENDER_NAME_MAX, clipText, type RenderPool } from '../heavy-work/index.ts'
import { findMatchLog, findViewableMatch, presentMatches } from '../matches/index.ts'
import { ownAthletesFocuses } from '../players/index.ts'
import { boundedLog } from '../match-stats/index.ts'
import type { matchReportPdf } from './match-report-pdf.ts'
import { reportTranslator } from './report-translator.ts'

/**
 * GET /matches/:id/report.pdf: the whole match's report, for whoever may see its statistics (else 404). The
 * database is read here; the replay and the drawing run in the render pool (ADR 0049).
 */
export async function matchReportOf(
  ctx: AppContext,
  pool: RenderPool,
  userId: number,
  id: number,
  query: MatchReportQuery,
): Promise<{ filename: string; pdf: Buffer }> {
  const { match } = await findViewableMatch(ctx.db, id, userId, ctx.config.now())
  const log = await findMatchLog(ctx.db, match)
  // The match's athletes as its payload names them; their focuses only when they are the asking coach's.
  const [presented] = await presentMatches(ctx.db, [{ match, canEdit: false }])
  const athletes = presented!.pairs.flatMap((pair) =>
    pair.players.flatMap((p) => (p.player_id === null ? [] : [{ id: p.player_id, name: p.name }])),
  )
  const focuses = await ownAthletesFocuses(ctx, userId, athletes)
  const pdf = await pool.run<typeof matchReportPdf>('matchReportPdf', {
    title: match.title,
    score: match.score,
    rules: toDomainRules(match.rules),
    log: boundedLog(log),
    language: query.lang,
    paper: query.paper,
    generatedAt: ctx.config.now(),
    sport: match.sport,
    focuses,
  })
  const title = clipText(match.title, RENDER_NAME_MAX)
  return {
    filename: `${title}-${reportTranslator(query.lang)('report.title')}.pdf`,
    pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
  }
}
