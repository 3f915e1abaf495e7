import { MATCH_POINT_LIMIT } from '@courtside/contracts'

/**
 * What a renderer (PDF, CSV, statistics, account export) draws of one stored text at most (ADR 0049). The
 * contracts cap new input far below these (names 80, titles 120, descriptions 2,000 characters); rows written before
 * those caps may hold anything, and a renderer's output must not grow with them.
 */
export const RENDER_NAME_MAX = 200
/** Any other text of the account export (descriptions, comments, addresses). */
export const RENDER_TEXT_MAX = 4000
/** Points a renderer reads of one match: the most a match can hold. */
export const RENDER_POINTS_MAX = MATCH_POINT_LIMIT
/** A backstop for the PDF: the story stops here (a 1,500-point match takes about 35 pages). */
export const REPORT_MAX_PAGES = 100

/** `text` cut to `max` UTF-16 units with an ellipsis, never splitting a surrogate pair. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = text.slice(0, max - 1)
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** Every string inside a plain JSON-like value clipped to `max` (the account export's catch-all bound). */
export function clipTexts<T>(value: T, max: number): T {
  if (typeof value === 'string') return clipText(value, max) as T
  if (Array.isArray(value)) return value.map((item: unknown) => clipTexts(item, max)) as T
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clipTexts(v, max)])) as T
  }
  return value
}
