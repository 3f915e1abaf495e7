import type { ZodType } from 'zod'

/**
 * A NOTIFY payload read as `schema` says; null for one that is not JSON or not of that shape. Listeners run outside
 * any request: a malformed notice (an older instance, a hand-made NOTIFY) is dropped, never thrown.
 */
export function parseNotice<T>(payload: string, schema: ZodType<T>): T | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return null
  }
  const result = schema.safeParse(parsed)
  return result.success ? result.data : null
}
