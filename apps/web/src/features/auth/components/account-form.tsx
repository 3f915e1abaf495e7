import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { required } from 'zod/mini'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { RadioGroup } from 'radix-ui'
import { EyeIcon, WhistleIcon } from 'lucide-react'
import { updateMeSchema, type User, intlLocaleOf } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorText } from '@/lib/error-text'
import { cn } from '@/lib/cn'
import { translateMessage } from '@/lib/i18n'
import { useUpdateMe } from '../api/use-update-me'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { Spinner } from '@/components/ui/spinner'

const SERVER_FIELDS = ['first_name', 'last_name', 'coach_viewer'] as const
// The PATCH accepts partial updates, but on this form both names are always sent and must not be blank.
const accountFormSchema = required(updateMeSchema, { first_name: true, last_name: true, coach_viewer: true })

/** Profile: names and account type (coach or coach viewer); the email is shown but not editable here. */
export function AccountForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation()
  const update = useUpdateMe()
  const form = useForm({
    resolver: zodResolver(accountFormSchema),
    values: { first_name: user.first_name, last_name: user.last_name, coach_viewer: user.coach_viewer },
  })
  const { errors, isSubmitting, isDirty } = form.formState
  const applyServerErrors = (error: unknown) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values)
      toast.success(t('profile.saved'))
    } catch (error) {
      applyServerErrors(error)
      toast.error(errorText(t, error, 'messages.somethingWentWrong'))
    }
  })

  const memberSince = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), { dateStyle: 'long' }).format(
    new Date(user.created_at),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t('profile.account.title')}>
      <dl className="grid gap-4 rounded-xl bg-muted/50 p-4 text-sm sm:grid-cols-2">
        <div className="grid min-w-0 gap-1">
          <dt className="text-muted-foreground">{t('auth.fields.email')}</dt>
          <dd className="truncate font-medium" data-testid="profile-email">
            {user.email}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('profile.memberSince')}</dt>
          <dd className="font-medium">{memberSince}</dd>
        </div>
      </dl>

      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <FormField label={t('auth.fields.firstName')} error={translateMessage(t, errors.first_name?.message)}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('first_name')} />}
        </FormField>
        <FormField label={t('auth.fields.lastName')} error={translateMessage(t, errors.last_name?.message)}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('last_name')} />}
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">{t('profile.accountType.label')}</legend>
        <Controller
          control={form.control}
          name="coach_viewer"
          render={({ field }) => (
            <RadioGroup.Root
              value={field.value ? 'viewer' : 'coach'}
              onValueChange={(value) => field.onChange(value === 'viewer')}
              className="grid gap-3 sm:grid-cols-2"
              aria-label={t('profile.accountType.label')}
            >
              {(['coach', 'viewer'] as const).map((type) => {
                const Icon = type === 'coach' ? WhistleIcon : EyeIcon
                return (
                  <RadioGroup.Item
                    key={type}
                    value={type}
                    data-testid={`account-type-${type}`}
                    className={cn(
                      'group flex items-start gap-3 rounded-xl border border-border bg-background p-4 text-left transition-colors outline-none hover:bg-accent/50 focus-visible:ring-3 focus-visible:ring-ring/50',
                      'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5 data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
                    )}
                  >
                    <span
                      className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-input group-data-[state=checked]:border-primary"
                      aria-hidden="true"
                    >
                      <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
                    </span>
                    <span className="grid gap-1">
                      <span className="flex items-center gap-1.5 font-medium">
                        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                        {t(`profile.accountType.${type}`)}
                      </span>
                      <span className="text-sm text-muted-foreground">{t(`profile.accountType.${type}Hint`)}</span>
                    </span>
                  </RadioGroup.Item>
                )
              })}
            </RadioGroup.Root>
          )}
        />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty} className="w-full sm:w-auto">
          {isSubmitting && <Spinner />}
          {t('profile.save')}
        </Button>
      </div>
    </form>
  )
}
