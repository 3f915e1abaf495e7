import * as endpoints from '@courtside/contracts/endpoints'
import { endpointUrl } from '@/lib/api/call-endpoint'
import { downloadFile } from '@/lib/download-file'

/** GET /api/v2/matches/:id/balls.csv, saved by the browser. */
export function downloadPointsCsv(matchId: number, fallbackName: string): Promise<void> {
  return downloadFile(endpointUrl(endpoints.getMatchPointsCsv, { params: { id: matchId } }), {
    accept: 'text/csv',
    fallbackName,
  })
}
