import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { updateMatchSchema, type Match } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FieldError, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n'
import { useUpdateMatch } from '../../api/use-match-mutations'
import { fromLocalInput, toLocalInput } from '../match-format'
import { useFailureToast } from './use-failure-toast'
import { VisibilityFieldset } from '../visibility-fieldset'
import { ShareLink } from './share-link'

export function VisibilityTab({ match }: { match: Match }) {
  const { t } = useTranslation()
  const update = useUpdateMatch(match.id)
  const fail = useFailureToast()
  const form = useForm<{ visibility: Match['visibility']; start: string; stop: string }>({
    defaultValues: {
      visibility: match.visibility,
      start: toLocalInput(match.start_showing_at),
      stop: toLocalInput(match.stop_showing_at),
    },
  })
  const [windowError, setWindowError] = useState<string | null>(null)
  const onSubmit = form.handleSubmit(async (values) => {
    const patch = {
      visibility: values.visibility,
      start_showing_at: fromLocalInput(values.start),
      stop_showing_at: fromLocalInput(values.stop),
    }
    const parsed = updateMatchSchema.safeParse(patch)
    if (!parsed.success) {
      setWindowError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setWindowError(null)
    try {
      await update.mutateAsync(patch)
      toast.success(t('matches.edit.saved'))
    } catch (error) {
      fail('matchUpdateFailed', error)
    }
  })
  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 pt-2" data-testid="edit-visibility-form">
        <VisibilityFieldset field={form.register('visibility')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('matches.fields.startShowing')} hint={t('matches.fields.startShowingHint')}>
            {(field) => <Input {...field} type="datetime-local" {...form.register('start')} />}
          </FormField>
          <FormField label={t('matches.fields.stopShowing')} hint={t('matches.fields.stopShowingHint')}>
            {(field) => <Input {...field} type="datetime-local" {...form.register('stop')} />}
          </FormField>
        </div>
        {windowError && <FieldError>{translateMessage(t, windowError)}</FieldError>}
        <DialogFooter>
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="save-visibility">
            {t('matches.edit.save')}
          </Button>
        </DialogFooter>
      </form>
      <ShareLink match={match} />
    </div>
  )
}
