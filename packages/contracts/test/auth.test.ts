import { describe, expect, it } from 'vitest'
import { fieldErrors, messages, registerSchema, resetPasswordSchema, loginSchema } from '../src/index.ts'

describe('auth schemas', () => {
  it('reports the validation messages on the right fields', () => {
    const r = registerSchema.safeParse({
      first_name: '',
      last_name: '',
      email: 'x',
      password: '123',
      password_confirmation: '1234',
    })
    expect(r.success).toBe(false)
    if (r.success) return
    const errs = fieldErrors(r.error)
    expect(errs.first_name).toEqual([messages.firstNameRequired])
    expect(errs.last_name).toEqual([messages.lastNameRequired])
    expect(errs.email).toEqual([messages.invalidEmail])
    expect(errs.password).toEqual([messages.passwordTooShort])
  })
  it('reports a mismatched confirmation on password_confirmation', () => {
    const r = registerSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.fi',
      password: '123456',
      password_confirmation: '1234567',
    })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ password_confirmation: [messages.passwordsDontMatch] })
  })
  it('requires a reset token', () => {
    const r = resetPasswordSchema.safeParse({
      reset_password_token: '',
      password: '123456',
      password_confirmation: '123456',
    })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ reset_password_token: [messages.resetTokenRequired] })
  })
  it('accepts a valid login and trims the email', () => {
    expect(loginSchema.parse({ email: ' a@b.fi ', password: '123456' }).email).toBe('a@b.fi')
  })
  it('treats a missing email as invalid', () => {
    const r = loginSchema.safeParse({ password: '123456' })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error).email).toEqual([messages.invalidEmail])
  })
})
