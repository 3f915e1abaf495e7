import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { matchBallsCsvText, matchStatsJson } from './modules/match-stats/match-stats-render.ts'
import { matchReportPdf } from './modules/match-report/match-report-pdf.ts'
import { accountExportJson, accountPointsCsv } from './modules/accounts/account-export-render.ts'

// The render pool's worker thread (ADR 0049): the pure renderers, run by name. Plain data in, text or bytes out;
// nothing here touches the database. Bundled as `dist/render-worker.js` for `npm start`.
const renderers: Record<string, (input: never) => unknown> = {
  matchStatsJson,
  matchBallsCsvText,
  matchReportPdf,
  accountExportJson,
  accountPointsCsv,
}

/**
 * The lowest CPU priority for this thread only: on a busy machine the event loop that records points wins every
 * contest for a core. Linux gives each thread its own nice value, set through its thread id; elsewhere the thread
 * keeps the process's priority.
 */
function yieldTheCpu(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 19)
  } catch {
    // Not Linux: nothing to do.
  }
}
yieldTheCpu()

export default function render({ name, input }: { name: string; input: never }): unknown {
  const renderer = renderers[name]
  if (!renderer) throw new Error(`no renderer named ${name}`)
  return renderer(input)
}
