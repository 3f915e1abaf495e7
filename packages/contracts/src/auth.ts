import { z } from 'zod'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, emailAddressSchema } from './bounds.ts'

export const PASSWORD_MIN_LENGTH = 6

const email = emailAddressSchema
const password = z
  .string({ error: messages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong })

/** Login form; `organization` is the optional subdomain of DESIGN §2: the API checks it exists and the user belongs to it, the app scopes to it. */
export const loginSchema = z.object({
  email,
  password,
  organization: z.string().trim().optional(),
})
export type LoginInput = z.infer<typeof loginSchema>
export const loginRequestSchema = wrapped('user', loginSchema)

export const registerSchema = z
  .object({
    first_name: z
      .string({ error: messages.firstNameRequired })
      .trim()
      .min(1, { error: messages.firstNameRequired })
      .max(NAME_MAX_LENGTH),
    last_name: z
      .string({ error: messages.lastNameRequired })
      .trim()
      .min(1, { error: messages.lastNameRequired })
      .max(NAME_MAX_LENGTH),
    email,
    password,
    password_confirmation: z.string({ error: messages.passwordsDontMatch }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: messages.passwordsDontMatch,
    path: ['password_confirmation'],
  })
export type RegisterInput = z.infer<typeof registerSchema>
export const registerRequestSchema = wrapped('user', registerSchema)

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export const forgotPasswordRequestSchema = wrapped('user', forgotPasswordSchema)

export const resetPasswordSchema = z
  .object({
    reset_password_token: z
      .string({ error: messages.resetTokenRequired })
      .min(1, { error: messages.resetTokenRequired }),
    password,
    password_confirmation: z.string({ error: messages.passwordsDontMatch }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: messages.passwordsDontMatch,
    path: ['password_confirmation'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
export const resetPasswordRequestSchema = wrapped('user', resetPasswordSchema)

/** Short user form returned by login (SPEC §7). */
export const authUserSchema = z.object({ user: z.object({ email: z.string(), name: z.string() }).passthrough() })
export const messageResponseSchema = z.object({ message: z.string() })
