import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { SOCIAL_FORMATS, TITLE_MAX_LENGTH } from '@courtside/contracts'
import { DialogShell, type DialogOpenProps } from '@/components/dialog-shell'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { toast } from '@/lib/toast'
import { useCreateSocialSession } from '../api/use-social-session-mutations'
import {
  courtChoices,
  effectiveCourts,
  emptyEvening,
  eveningBody,
  eveningErrors,
  type EveningForm,
} from '../lib/evening-form'
import { PlayersField } from './players-field'
import { PointsField } from './points-field'

/** "New evening": name, format, players, courts and points per match; opens the evening once it is made. */
export function NewEveningDialog({ organizationId, ...props }: DialogOpenProps & { organizationId: number }) {
  const { t } = useTranslation()
  return (
    <DialogShell
      {...props}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
      title={t('social.form.title')}
      description={t('social.form.description')}
      testId="new-evening-dialog"
    >
      {props.open && <NewEveningForm organizationId={organizationId} onDone={() => props.onOpenChange(false)} />}
    </DialogShell>
  )
}

function NewEveningForm({ organizationId, onDone }: { organizationId: number; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const create = useCreateSocialSession(organizationId)
  const form = useForm<EveningForm>({ defaultValues: emptyEvening() })
  const { register, handleSubmit, setError, formState, control } = form
  const message = (text: string | undefined) => (text ? translateMessage(t, text) : undefined)
  const players = useWatch({ control, name: 'players' })
  const courts = effectiveCourts({ courts: useWatch({ control, name: 'courts' }), players })

  const submit = handleSubmit(async (values) => {
    const body = eveningBody(values)
    const refused = eveningErrors(body)
    if (refused.length > 0) {
      refused.forEach(([path, text], index) =>
        setError(path as Path<EveningForm>, { type: 'client', message: text }, { shouldFocus: index === 0 }),
      )
      return
    }
    try {
      const session = await create.mutateAsync(body)
      toast.success(t('social.form.created', { name: session.name }))
      onDone()
      void navigate(`/organizations/${organizationId}/social/${session.id}`)
    } catch (error) {
      if (applyServerFieldErrors(error, setError)) return
      setError('root', { type: 'server', message: errorText(t, error, 'messages.anErrorOccurred') })
    }
  })
  // The refusals of the last try go first: some fields (the courts, a player's row) have no input that clears them.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.clearErrors()
    return submit(event)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="new-evening-form">
      {formState.errors.root?.message && <FormAlert>{formState.errors.root.message}</FormAlert>}
      <FormField label={t('social.form.name')} error={message(formState.errors.name?.message)}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={TITLE_MAX_LENGTH}
            placeholder={t('social.form.namePlaceholder')}
            {...register('name')}
            data-testid="evening-name"
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend id={`${id}-format`} className="mb-2 text-sm font-medium">
          {t('social.form.format')}
        </legend>
        <RadioGroup aria-labelledby={`${id}-format`} className="gap-2 sm:grid-cols-2">
          {SOCIAL_FORMATS.map((format) => (
            <label
              key={format}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-3 has-focus-visible:ring-ring/50"
            >
              <RadioGroupItem value={format} className="mt-0.5" {...register('format')} />
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold">{t(`social.format.${format}`)}</span>
                <span className="text-xs text-muted-foreground">{t(`social.format.${format}Hint`)}</span>
              </span>
            </label>
          ))}
        </RadioGroup>
      </fieldset>
      <PlayersField form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t('social.form.courts')}
          hint={t('social.form.courtsHint')}
          error={message(formState.errors.courts?.message)}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={String(courts)}
              onChange={(event) => form.setValue('courts', event.target.value)}
              data-testid="courts-select"
            >
              {courtChoices(players.length).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <PointsField form={form} />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={formState.isSubmitting} data-testid="new-evening-submit">
          {t('social.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
