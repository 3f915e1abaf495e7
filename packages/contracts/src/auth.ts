import { z } from './zod-mini.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { localeSchema } from './user.ts'
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
  SUBDOMAIN_MAX_LENGTH,
  emailAddressSchema,
} from './bounds.ts'

// zod's mini build (same core, functions instead of methods): these schemas are on a guest's first screen, and only
// what they use of zod is bundled with it (ADR 0042).

export const PASSWORD_MIN_LENGTH = 6

const email = emailAddressSchema
const password = z
  .string({ error: messages.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
  )
const passwordConfirmation = z
  .string({ error: messages.passwordsDontMatch })
  .check(z.maxLength(PASSWORD_MAX_LENGTH, { error: messages.passwordsDontMatch }))
const confirmed = z.refine<{ password: string; password_confirmation: string }>(
  (v) => v.password === v.password_confirmation,
  {
    error: messages.passwordsDontMatch,
    path: ['password_confirmation'],
  },
)
const requiredName = (error: string) =>
  z
    .string({ error })
    .check(z.trim(), z.minLength(1, { error }), z.maxLength(NAME_MAX_LENGTH, { error: messages.textTooLong }))

/** Login form; `organization` is the optional subdomain: the API checks it exists and the user belongs to it, the app scopes to it. */
export const loginSchema = z.object({
  email,
  password,
  organization: z.optional(
    z.string().check(z.trim(), z.maxLength(SUBDOMAIN_MAX_LENGTH, { error: messages.subdomainInvalid })),
  ),
})
export type LoginInput = z.infer<typeof loginSchema>
export const loginRequestSchema = wrapped('user', loginSchema)

export const registerSchema = z
  .object({
    first_name: requiredName(messages.firstNameRequired),
    last_name: requiredName(messages.lastNameRequired),
    email,
    password,
    password_confirmation: passwordConfirmation,
    /** A language the coach chose on the sign-up page (kept as their choice); the request's language is kept apart. */
    locale: z.optional(localeSchema),
  })
  .check(confirmed)
export type RegisterInput = z.infer<typeof registerSchema>
export const registerRequestSchema = wrapped('user', registerSchema)

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export const forgotPasswordRequestSchema = wrapped('user', forgotPasswordSchema)

export const resetPasswordSchema = z
  .object({
    reset_password_token: z
      .string({ error: messages.resetTokenRequired })
      .check(
        z.minLength(1, { error: messages.resetTokenRequired }),
        z.maxLength(RESET_TOKEN_MAX_LENGTH, { error: messages.resetTokenInvalid }),
      ),
    password,
    password_confirmation: passwordConfirmation,
  })
  .check(confirmed)
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
export const resetPasswordRequestSchema = wrapped('user', resetPasswordSchema)

/** Short user form returned by login. */
export const authUserSchema = z.object({ user: z.looseObject({ email: z.string(), name: z.string() }) })
export const messageResponseSchema = z.object({ message: z.string() })

/** The organization a login was scoped to (the login organization field). */
export const loginOrganizationSchema = z.object({ id: z.int(), name: z.string(), subdomain: z.string() })

/** POST /login.json response: the short user, plus the organization when one was given. */
export const loginResponseSchema = z.object({
  user: z.object({ id: z.optional(z.int()), email: z.string(), name: z.string() }),
  organization: z.optional(loginOrganizationSchema),
})
