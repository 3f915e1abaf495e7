import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { registerSchema } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { useSignup } from '../api/use-signup'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { PasswordInput } from './password-input'
import { Spinner } from '@/components/ui/spinner'

const SERVER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const

export function SignupForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signup = useSignup()
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
  })
  const { errors, isSubmitting } = form.formState
  const applyServerErrors = (error: unknown) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signup.mutateAsync(values)
      toast.success(t('messages.accountCreated'))
      navigate('/dashboard', { replace: true })
    } catch (error) {
      applyServerErrors(error)
      toast.error(errorText(t, error, 'messages.failedToCreateAccount'))
    }
  })

  const fieldError = (message: string | undefined) => translateMessage(t, message)

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('auth.signup.title')}>
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <FormField label={t('auth.fields.firstName')} error={fieldError(errors.first_name?.message)}>
          {(control) => <Input {...control} autoComplete="given-name" autoFocus {...form.register('first_name')} />}
        </FormField>
        <FormField label={t('auth.fields.lastName')} error={fieldError(errors.last_name?.message)}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('last_name')} />}
        </FormField>
      </div>
      <FormField label={t('auth.fields.email')} error={fieldError(errors.email?.message)}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
        error={fieldError(errors.password?.message)}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField
        label={t('auth.fields.passwordConfirmation')}
        error={fieldError(errors.password_confirmation?.message)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password_confirmation')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{t('auth.signup.freePlanNote')}</p>
    </form>
  )
}
