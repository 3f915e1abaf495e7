import { z } from './zod-mini.ts'
import { messages, type MessageKey } from './messages.ts'

const MESSAGE_KEYS = Object.keys(messages) as [MessageKey, ...MessageKey[]]

/** The stable code of an error: the key of `messages` whose text is the error's `message` (ADR 0024). */
export const messageKeySchema = z.enum(MESSAGE_KEYS)

/**
 * The one error body of every failed request: the binding English `message`, its stable `code`
 * (clients decide on the code, never on the text) and the field errors of a 422. Loose, because a few refusals
 * carry more (the quota refusal's `error` and `license`).
 */
export const errorResponseSchema = z.looseObject({
  message: z.string(),
  code: z.optional(messageKeySchema),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/**
 * Turns a zod failure into the `errors` map: field path → messages, in order, without repeats. Unknown fields are
 * named one by one (`match.color: Unknown field`), not as one error of the object that holds them.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  // A Map, not an object: a field is named by the client, and `toString` or `__proto__` would find the prototype's.
  const out = new Map<string, string[]>()
  const add = (path: PropertyKey[], message: string) => {
    const key = path.length ? path.map(String).join('.') : 'base'
    const list = out.get(key) ?? []
    if (!list.includes(message)) list.push(message)
    out.set(key, list)
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], issue.message)
    else add(issue.path, issue.message)
  }
  return Object.fromEntries(out)
}

const wrappers = new WeakMap<z.core.$ZodType, string>()

/**
 * A request body wrapped Rails-style, `{ [key]: inner }` (`{ user: {...} }`, `{ player: {...} }`). The
 * wrapper is remembered so that errors name the inner fields (`email`, not `user.email`): see `requestErrors`.
 */
export function wrapped<K extends string, S extends z.core.$ZodType>(
  key: K,
  inner: S,
): z.ZodMiniObject<{ [P in K]: S }> {
  const schema = z.object({ [key]: inner } as { [P in K]: S })
  wrappers.set(schema, key)
  return schema
}

/** The wrapper key of a schema made by `wrapped`. */
export function wrapperOf(schema: unknown): string | undefined {
  return typeof schema === 'object' && schema !== null ? wrappers.get(schema as z.core.$ZodType) : undefined
}

/**
 * The `errors` map of a request part that failed its schema. For a wrapped body the wrapper is stripped from the
 * paths, and a missing (or non-object) wrapper is one error naming it: `{ user: ['This field is required'] }`.
 */
export function requestErrors(error: z.core.$ZodError, wrapper?: string): Record<string, string[]> {
  if (!wrapper) return fieldErrors(error)
  const wrapperMissing = error.issues.some(
    (issue) =>
      issue.code === 'invalid_type' &&
      (issue.path.length === 0 || (issue.path.length === 1 && issue.path[0] === wrapper)),
  )
  if (wrapperMissing) return { [wrapper]: [messages.fieldRequired] }
  return fieldErrors(
    new z.core.$ZodError(
      error.issues.map((issue) => ({ ...issue, path: issue.path[0] === wrapper ? issue.path.slice(1) : issue.path })),
    ),
  )
}

/** GET /healthz while the database answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok') })
