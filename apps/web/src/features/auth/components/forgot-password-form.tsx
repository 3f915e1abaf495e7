import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { MailCheckIcon } from 'lucide-react'
import { forgotPasswordSchema } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n'
import { useForgotPassword } from '../api/use-forgot-password'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { Spinner } from '@/components/ui/spinner'

const SERVER_FIELDS = ['email'] as const

export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const forgot = useForgotPassword()
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null)
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })
  const { errors, isSubmitting } = form.formState
  const applyServerErrors = (error: unknown) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const message = await forgot.mutateAsync(values)
      setSent({ email: values.email, message })
    } catch (error) {
      applyServerErrors(error)
      toast.error(t('messages.failedToSendResetEmail'))
    }
  })

  // The same neutral answer whether or not the address has an account, so the form reveals nothing.
  if (sent) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center" data-testid="forgot-password-sent">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{t('auth.forgot.sentTitle')}</h2>
        <p className="text-sm text-muted-foreground">{translateMessage(t, sent.message)}</p>
        <p className="text-sm text-muted-foreground">{t('auth.forgot.sentHint', { email: sent.email })}</p>
        <Button variant="outline" onClick={() => setSent(null)}>
          {t('auth.forgot.tryAgain')}
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('auth.forgot.title')}>
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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
    </form>
  )
}
