import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { csvCell, toCsv } from '../src/index.ts'

describe('CSV writing (one writer for the points CSV and the account export)', () => {
  it('quotes what needs quoting and keeps formulas from running', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell('Final, "day 2"')).toBe('"Final, ""day 2"""')
    for (const formula of ['=HYPERLINK("x")', '+1', '-1+1', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true)
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n')
  })

  it('never lets a text start with a formula character, and reads back to the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text)
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell
        expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false)
        expect(unquoted === text || unquoted === `'${text}`).toBe(true)
      }),
    )
  })
})
