/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is no character at all: either in a request used to
 * reach the database as a 500. This finds the first such string anywhere in a parsed body, query or params, so one
 * hook refuses them for every route, present and future (ADR 0021).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text)

/** The path (e.g. ['player', 'first_name']) of the first string that cannot be stored, or null. */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === 'string') return unstorable(value) ? path : null
  // Deeper than any of our payloads: the schemas refuse it anyway, and walking it costs stack.
  // Raw bodies (the analytics proxy's Buffer) are bytes passed through, not text we store.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return null
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return [...path, key]
    const found = findUnstorableText(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1)
    if (found) return found
  }
  return null
}
