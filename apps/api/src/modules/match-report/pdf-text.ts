/** Characters of WinAnsiEncoding beyond Latin-1: what the PDF's standard fonts (Helvetica) can draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Look-alikes the fonts lack: Finnish number formats use the minus sign and narrow no-break spaces. */
const STAND_INS: Record<string, string> = { '\u2212': '-', '\u202f': ' ', '\u2009': ' ', '\u2011': '-', '\u2192': '->' }

const drawable = (c: string) => {
  const code = c.codePointAt(0)!
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c)
}

/**
 * A text the standard fonts can draw: Finnish and Western European letters as they are, other accented letters
 * without their accent (ł → l is not a decomposition: it becomes "?"), anything else "?". Keeps the report free of
 * embedded fonts (ADR 0035); a name in another script prints as question marks rather than as garbage.
 */
export function pdfText(text: string): string {
  let out = ''
  for (const c of text.normalize('NFC')) {
    if (drawable(c)) out += c
    else if (STAND_INS[c]) out += STAND_INS[c]
    else if (c === '\n' || c === '\t') out += ' '
    else {
      const bare = c.normalize('NFKD').replace(/\p{M}/gu, '')
      out += bare.length > 0 && [...bare].every(drawable) ? bare : '?'
    }
  }
  return out
}
