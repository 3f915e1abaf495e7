import type { MatchReportQuery } from '@courtside/contracts'
import { downloadFile } from '@/lib/download-file'

/** GET /api/v2/matches/:id/report.pdf in the page's language and the chosen paper, saved by the browser. */
export function downloadMatchReport(matchId: number, query: MatchReportQuery, fallbackName: string): Promise<void> {
  const search = new URLSearchParams(query).toString()
  return downloadFile(`/api/v2/matches/${matchId}/report.pdf?${search}`, { accept: 'application/pdf', fallbackName })
}
