import { computeMatchStats, type Rules, type Sport } from '@courtside/domain'
import { withNumberIds, type MatchReportQuery, type MatchScore } from '@courtside/contracts'
import { RENDER_NAME_MAX, clipText } from '../heavy-work/index.ts'
import type { MatchLog } from '../matches/index.ts'
import { renderMatchReport } from './render-match-report.ts'
import { reportTranslator } from './report-translator.ts'
import type { ReportAthleteFocuses } from './report-focuses.ts'

/** What the report needs, read on the main thread: plain data a worker receives. */
export interface MatchReportTask {
  title: string
  score: MatchScore
  rules: Rules
  /** Bounded already (boundedLog, on the main thread): this file runs in the worker, which loads no database code. */
  log: MatchLog
  language: MatchReportQuery['lang']
  paper: MatchReportQuery['paper']
  generatedAt: Date
  sport: Sport
  focuses: ReportAthleteFocuses[]
}

/** The whole match's report as PDF bytes: statistics replayed from the bounded log, then drawn (in a worker). */
export async function matchReportPdf(task: MatchReportTask): Promise<Uint8Array> {
  const log = task.log
  const stats = withNumberIds(computeMatchStats({ rules: task.rules, ...log, pressure: { sport: task.sport } }))
  const names = ([0, 1] as const).map((team) =>
    log.players
      .filter((p) => p.team === team)
      .map((p) => p.name)
      .join(' & '),
  ) as [string, string]
  return renderMatchReport({
    title: clipText(task.title, RENDER_NAME_MAX),
    score: task.score,
    teamNames: names,
    stats,
    language: task.language,
    paper: task.paper,
    generatedAt: task.generatedAt,
    t: reportTranslator(task.language),
    focuses: task.focuses,
  })
}
