import { computeMatchStats } from '@courtside/domain'
import { toDomainRules, withNumberIds, type MatchReportQuery } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { findViewableMatch } from '../matches/match-guard.ts'
import { findMatchLog } from '../match-stats/match-stats-repository.ts'
import { renderMatchReport } from './render-match-report.ts'
import { reportTranslator } from './report-translator.ts'

/** GET /matches/:id/report.pdf: the whole match's report, for whoever may see its statistics (else 404). */
export async function matchReportOf(
  ctx: AppContext,
  userId: number,
  id: number,
  query: MatchReportQuery,
): Promise<{ filename: string; pdf: Buffer }> {
  const { match } = await findViewableMatch(ctx.db, id, userId, ctx.config.now())
  const log = await findMatchLog(ctx.db, match)
  const stats = withNumberIds(computeMatchStats({ rules: toDomainRules(match.rules), ...log }))
  const names = ([0, 1] as const).map((team) =>
    log.players
      .filter((p) => p.team === team)
      .map((p) => p.name)
      .join(' & '),
  ) as [string, string]
  const t = reportTranslator(query.lang)
  const pdf = await renderMatchReport({
    title: match.title,
    score: match.score,
    teamNames: names,
    stats,
    language: query.lang,
    paper: query.paper,
    generatedAt: ctx.config.now(),
    t,
  })
  return { filename: `${match.title}-${t('report.title')}.pdf`, pdf }
}
