/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is no character at all: either in a request used to
 * reach the database as a 500. This finds the first such string anywhere in a parsed body, query or params, so one
 * hook refuses them for every route, present and future (ADR 0021).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text)

/** The path (e.g. ['player', 'first_name']) of the first string that cannot be stored, or null. */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const reversed = unstorablePathReversed(value, 0)
  return reversed ? reversed.reverse() : null
}

/**
 * The walk behind findUnstorableText. The path is built only once something is found (keys pushed on the way back
 * up, hence reversed): a hostile body of 100,000 array items must not cost 100,000 path copies.
 */
function unstorablePathReversed(value: unknown, depth: number): (string | number)[] | null {
  if (typeof value === 'string') return unstorable(value) ? [] : null
  // Deeper than any of our payloads: the schemas refuse it anyway, and walking it costs stack.
  // Raw bodies (the analytics proxy's Buffer) are bytes passed through, not text we store.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return null
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = unstorablePathReversed(value[index], depth + 1)
      if (found) return (found.push(index), found)
    }
    return null
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (unstorable(key)) return [key]
    const found = unstorablePathReversed((value as Record<string, unknown>)[key], depth + 1)
    if (found) return (found.push(key), found)
  }
  return null
}
