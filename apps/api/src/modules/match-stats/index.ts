// The match-stats module's door: a match's statistics and its points as CSV, computed in the render pool from the
// matches module's log (ADR 0049). Code outside the module imports only this file; the render worker loads the
// renderers' file itself (it must not load database code).
export { attachmentDisposition } from './content-disposition.ts'
export { boundedLog } from './match-log-bounds.ts'
export { matchBallsCsv, matchStatsOf } from './match-stats-service.ts'
export type { MatchStatsTask } from './match-stats-render.ts'
