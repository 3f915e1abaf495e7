import type { MatchStatsBody, Translate } from '@courtside/contracts'
import { INK, MUTED, RULE, TEAM_COLOURS, type ReportLayout } from './report-layout.ts'
import { pdfText } from './pdf-text.ts'

const COURT_HEIGHT = 280
const COURT_WIDTH = COURT_HEIGHT / 2
/** What the court map needs on a page, with its heading. */
export const COURT_MAP_HEIGHT = COURT_HEIGHT + 60

type Doc = ReportLayout['doc']
const MARK = 2.6

/** A filled dot for a winner, a cross for an error, a ring for anything else: the shape says the outcome. */
function drawMark(doc: Doc, outcome: 'winner' | 'error' | 'other', x: number, y: number, colour: string): void {
  if (outcome === 'winner') doc.fillColor(colour).circle(x, y, MARK).fill()
  else if (outcome === 'other') doc.lineWidth(1).strokeColor(colour).circle(x, y, MARK).stroke()
  else {
    doc.lineWidth(1.2).strokeColor(colour)
    doc
      .moveTo(x - MARK, y - MARK)
      .lineTo(x + MARK, y + MARK)
      .stroke()
    doc
      .moveTo(x - MARK, y + MARK)
      .lineTo(x + MARK, y - MARK)
      .stroke()
  }
}

/**
 * Where points ended, as on the statistics page: the court seen from above (team 0's back wall at the bottom), a
 * filled dot for a winner, a cross for an error, a ring for anything else, in the finishing side's colour, and a
 * thin line from the last shot's start when both ends were recorded. Shape carries the meaning, not colour.
 */
export function drawCourtMap(
  layout: ReportLayout,
  t: Translate,
  stats: MatchStatsBody,
  teamName: (team: 0 | 1) => string,
) {
  const marked = stats.court_map.filter((p) => p.to !== null)
  if (marked.length === 0) {
    layout.paragraph(t('stats.courtMap.empty'), { colour: MUTED })
    return
  }
  const { doc } = layout
  layout.ensure(COURT_HEIGHT + 20)
  const x0 = layout.left
  const y0 = doc.y + 6
  doc.lineWidth(1).strokeColor(INK).rect(x0, y0, COURT_WIDTH, COURT_HEIGHT).stroke()
  doc
    .lineWidth(1.5)
    .moveTo(x0, y0 + COURT_HEIGHT / 2)
    .lineTo(x0 + COURT_WIDTH, y0 + COURT_HEIGHT / 2)
    .stroke()
  doc.lineWidth(0.5).strokeColor(RULE)
  doc
    .moveTo(x0 + COURT_WIDTH / 2, y0 + COURT_HEIGHT * 0.2)
    .lineTo(x0 + COURT_WIDTH / 2, y0 + COURT_HEIGHT * 0.8)
    .stroke()
  const at = (p: { x: number; y: number }) => [x0 + p.x * COURT_WIDTH, y0 + (1 - p.y) * COURT_HEIGHT] as const
  for (const point of marked) {
    const colour = TEAM_COLOURS[point.finisher_team ?? point.winner_team]
    const [x, y] = at(point.to!)
    if (point.from) {
      const [fx, fy] = at(point.from)
      doc.lineWidth(0.4).strokeColor(colour).moveTo(fx, fy).lineTo(x, y).stroke()
    }
    drawMark(doc, point.outcome, x, y, colour)
  }

  // The legend beside the court.
  const lx = x0 + COURT_WIDTH + 24
  let ly = y0
  doc.font('Helvetica').fontSize(9).fillColor(INK)
  const legendLine = (draw: (x: number, y: number) => void, text: string) => {
    draw(lx + 4, ly + 5)
    doc.fillColor(INK).text(pdfText(text), lx + 14, ly, { width: layout.width - COURT_WIDTH - 40 })
    ly += 16
  }
  for (const outcome of ['winner', 'error', 'other'] as const) {
    legendLine((x, y) => drawMark(doc, outcome, x, y, INK), t(`stats.courtMap.outcomes.${outcome}`))
  }
  for (const team of [0, 1] as const) {
    legendLine(
      (x, y) =>
        doc
          .fillColor(TEAM_COLOURS[team])
          .rect(x - 3, y - 3, 6, 6)
          .fill(),
      teamName(team),
    )
  }
  doc.fillColor(MUTED).text(pdfText(t('stats.courtMap.drawingLabel', { count: marked.length })), lx, ly + 6)
  doc.x = layout.left
  doc.y = y0 + COURT_HEIGHT + 10
}
