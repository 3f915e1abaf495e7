/**
 * `attachment; filename="…"` for a download. The quoted name keeps only printable ASCII (titles like "Mäki–Virta"
 * lose their accents there) and `filename*` (RFC 6266/5987) carries the exact UTF-8 name for browsers that read it.
 */
export function attachmentDisposition(filename: string): string {
  // Control characters and path separators never belong in a saved file's name.
  const cleaned =
    [...filename]
      .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === '/' || c === '\\' ? ' ' : c))
      .join('')
      .trim() || 'points.csv'
  const ascii = cleaned
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/"/g, "'")
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
