import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { resetPasswordSchema } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FieldError, FormAlert, FormField } from '@/components/ui/form-field'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { useResetPassword } from '../api/use-reset-password'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { PasswordInput } from './password-input'
import { Spinner } from '@/components/ui/spinner'

const SERVER_FIELDS = ['password', 'password_confirmation'] as const

/** The token comes from the emailed link; it travels in a hidden field so the schema checks it like any other. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const reset = useResetPassword()
  const [serverError, setServerError] = useState<unknown>(null)
  const serverText = errorText(t, serverError)
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { reset_password_token: token, password: '', password_confirmation: '' },
  })
  const { errors, isSubmitting } = form.formState
  const applyServerErrors = (error: unknown) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS)

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null)
    try {
      await reset.mutateAsync(values)
      toast.success(t('messages.passwordResetSuccess'))
      navigate('/dashboard', { replace: true })
    } catch (error) {
      // Field problems go beside the fields; anything else (an expired link) is said above the form.
      if (!applyServerErrors(error)) setServerError(error)
      toast.error(t('messages.failedToResetPassword'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('auth.reset.title')}>
      {serverText && (
        <FormAlert>
          <p>{serverText}</p>
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            {t('auth.reset.requestNewLink')}
          </Link>
        </FormAlert>
      )}
      <input type="hidden" {...form.register('reset_password_token')} />
      {errors.reset_password_token?.message && (
        <FieldError>{translateMessage(t, errors.reset_password_token.message)}</FieldError>
      )}
      <FormField
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        error={translateMessage(t, errors.password?.message)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" autoFocus {...form.register('password')} />
        )}
      </FormField>
      <FormField
        label={t('auth.fields.passwordConfirmation')}
        error={translateMessage(t, errors.password_confirmation?.message)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password_confirmation')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  )
}
