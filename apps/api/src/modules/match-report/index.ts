// The match-report module's door: a match's PDF report, drawn in the render pool (ADR 0049). Code outside the module
// imports only this file; the render worker loads the renderer's file itself (it must not load database code).
export { matchReportOf } from './match-report-service.ts'
export type { MatchReportTask } from './match-report-pdf.ts'
