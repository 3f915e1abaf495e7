import type PDFDocument from 'pdfkit'
import { pdfText } from './pdf-text.ts'

type Doc = InstanceType<typeof PDFDocument>

export const INK = '#111827'
export const MUTED = '#4b5563'
export const RULE = '#d1d5db'
export const TEAM_COLOURS = ['#0369a1', '#b45309'] as const

/** Writing helpers over one pdfkit document: headings, paragraphs and tables that break across pages. */
export class ReportLayout {
  constructor(readonly doc: Doc) {}

  get left(): number {
    return this.doc.page.margins.left
  }
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right
  }
  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom
  }

  /** A new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage()
  }

  heading(text: string, size = 14): void {
    this.ensure(size * 3)
    this.doc.moveDown(0.8)
    this.doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(pdfText(text), this.left, this.doc.y)
    this.doc.moveDown(0.3)
  }

  paragraph(text: string, options: { size?: number; colour?: string; bold?: boolean } = {}): void {
    const size = options.size ?? 10
    this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size)
    const safe = pdfText(text)
    this.ensure(this.doc.heightOfString(safe, { width: this.width }))
    this.doc.fillColor(options.colour ?? INK).text(safe, this.left, this.doc.y, { width: this.width })
  }

  /**
   * A table: the first column takes what the others leave; numbers align right. The header row repeats on
   * each page the table reaches.
   */
  table(
    header: string[],
    rows: string[][],
    options: { firstWidth: number; size?: number } = { firstWidth: 150 },
  ): void {
    const size = options.size ?? 9
    const columns = header.length
    const rest = (this.width - options.firstWidth) / Math.max(1, columns - 1)
    const widths = [options.firstWidth, ...Array.from({ length: columns - 1 }, () => rest)]
    const drawRow = (cells: string[], bold: boolean) => {
      this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size)
      const safe = cells.map(pdfText)
      const height = Math.max(...safe.map((cell, i) => this.doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 6
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage()
        if (!bold) drawRow(header, true)
      }
      const top = this.doc.y
      let x = this.left
      safe.forEach((cell, i) => {
        this.doc
          .fillColor(bold ? MUTED : INK)
          .text(cell, x + 3, top + 3, { width: widths[i]! - 6, align: i === 0 ? 'left' : 'right' })
        x += widths[i]!
      })
      this.doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke()
      this.doc.x = this.left
      this.doc.y = top + height
    }
    drawRow(header, true)
    for (const row of rows) drawRow(row, false)
  }
}
