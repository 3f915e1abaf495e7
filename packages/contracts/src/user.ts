import { z } from './zod-mini.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { NAME_MAX_LENGTH } from './bounds.ts'
import { LOCALES } from './locale.ts'

/** One of the languages we speak (packages/contracts/src/locale.ts). */
export const localeSchema = z.enum(LOCALES)

export const userSchema = z.object({
  id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  coach_viewer: z.boolean(),
  /**
   * The language the coach chose (packages/contracts/src/locale.ts); null: none, the browser's decides. A user this
   * device remembered from before languages were kept reads as null.
   */
  locale: z._default(z.nullable(localeSchema), null),
  created_at: z.string(),
  updated_at: z.string(),
})
export type User = z.infer<typeof userSchema>

const requiredName = (error: string) =>
  z.string().check(z.trim(), z.minLength(1, { error }), z.maxLength(NAME_MAX_LENGTH, { error: messages.textTooLong }))

export const updateMeSchema = z.strictObject({
  first_name: z.optional(requiredName(messages.firstNameRequired)),
  last_name: z.optional(requiredName(messages.lastNameRequired)),
  coach_viewer: z.optional(z.boolean()),
  /** null forgets the choice. */
  locale: z.optional(z.nullable(localeSchema)),
})
export type UpdateMeInput = z.infer<typeof updateMeSchema>
export const updateMeRequestSchema = wrapped('user', updateMeSchema)

export const userResponseSchema = z.object({ user: userSchema })
