import { type MatchReportQuery } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { endpointUrl } from '@/lib/api/call-endpoint'
import { downloadFile } from '@/lib/download-file'

/** GET /api/v2/matches/:id/report.pdf in the page's language and the chosen paper, saved by the browser. */
export function downloadMatchReport(matchId: number, query: MatchReportQuery, fallbackName: string): Promise<void> {
  const url = endpointUrl(endpoints.getMatchReport, { params: { id: matchId }, query })
  return downloadFile(url, { accept: 'application/pdf', fallbackName })
}
