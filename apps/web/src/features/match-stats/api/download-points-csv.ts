import { downloadFile } from '@/lib/download-file'

/** GET /api/v2/matches/:id/balls.csv, saved by the browser. */
export function downloadPointsCsv(matchId: number, fallbackName: string): Promise<void> {
  return downloadFile(`/api/v2/matches/${matchId}/balls.csv`, { accept: 'text/csv', fallbackName })
}
