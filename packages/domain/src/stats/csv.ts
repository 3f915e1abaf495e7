/**
 * One CSV field (RFC 4180): quoted when needed, and a text a spreadsheet would run as a formula (= + - @, tab, CR)
 * starts with an apostrophe (OWASP's CSV injection advice): an athlete named "=HYPERLINK(…)" stays a name.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return ''
  const text = String(value)
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A CSV document: the header, one line per row, CRLF line ends. */
export function toCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Record<C, string | number | boolean | null>[],
): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))]
  return `${lines.join('\r\n')}\r\n`
}
