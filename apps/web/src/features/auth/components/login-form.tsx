import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { loginSchema, messages } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/api-error'
import { translateMessage } from '@/lib/i18n'
import { useOrganizationScope } from '@/lib/organization-scope'
import { useLogin } from '../api/use-login'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { PasswordInput } from './password-input'
import { Spinner } from '@/components/ui/spinner'

const SERVER_FIELDS = ['email', 'password', 'organization'] as const

export function LoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const login = useLogin()
  const scope = useOrganizationScope()
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', organization: scope?.subdomain ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const applyServerErrors = (error: unknown) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values)
      toast.success(t('messages.welcomeBack'))
      navigate('/dashboard', { replace: true })
    } catch (error) {
      applyServerErrors(error)
      toast.error(translateMessage(t, errorMessage(error, messages.invalidCredentials)))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('auth.login.title')}>
      <FormField label={t('auth.fields.email')} error={translateMessage(t, errors.email?.message)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        error={translateMessage(t, errors.password?.message)}
        labelAside={
          <Link
            to="/forgot-password"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {t('auth.login.forgotLink')}
          </Link>
        }
      >
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <FormField
        label={
          <>
            {t('auth.fields.organization')}{' '}
            <span className="font-normal text-muted-foreground">{t('auth.fields.optional')}</span>
          </>
        }
        hint={t('auth.login.organizationHint')}
        error={translateMessage(t, errors.organization?.message)}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('auth.login.organizationPlaceholder')}
            {...form.register('organization')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  )
}
