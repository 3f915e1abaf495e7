import { Textarea } from '@/components/ui/textarea'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { courtListQueryOptions } from '@/lib/queries/court-queries'
import { NativeSelect } from '@/components/ui/native-select'
import { updateMatchSchema, type Match } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n'
import { useUpdateMatch, type UpdateMatchValues } from '../../api/use-match-mutations'
import { useFailureToast } from './use-failure-toast'

export function GeneralTab({ match }: { match: Match }) {
  const { t } = useTranslation()
  const update = useUpdateMatch(match.id)
  const fail = useFailureToast()
  const form = useForm<UpdateMatchValues>({
    resolver: zodResolver(updateMatchSchema),
    defaultValues: { title: match.title, description: match.description, court_id: match.court?.id ?? null },
  })
  // The club's courts, for the court the match is played on (none when the match has no club).
  const organizationId = match.organization?.id
  const courts = useQuery({ ...courtListQueryOptions(organizationId ?? 0), enabled: Boolean(organizationId) })
  const courtShown = organizationId !== undefined && (courts.data?.length ?? 0) > 0
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        title: values.title,
        description: values.description,
        // The court only when the coach could see and choose it.
        ...(courtShown ? { court_id: values.court_id ?? null } : {}),
      })
      toast.success(t('matches.edit.saved'))
    } catch (error) {
      fail('matchUpdateFailed', error)
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 pt-2" data-testid="edit-general-form">
      <FormField
        label={t('matches.fields.title')}
        error={errors.title?.message ? translateMessage(t, errors.title.message) : undefined}
      >
        {(field) => <Input {...field} {...form.register('title')} />}
      </FormField>
      <FormField label={t('matches.fields.description')} hint={t('matches.fields.optional')}>
        {(field) => <Textarea {...field} rows={3} {...form.register('description')} />}
      </FormField>
      {courtShown && (
        <FormField
          label={t('clubCourts.wizard.court')}
          error={errors.court_id?.message ? translateMessage(t, errors.court_id.message) : undefined}
        >
          {(field) => (
            <NativeSelect
              {...field}
              data-testid="edit-court-select"
              {...form.register('court_id', {
                setValueAs: (v: unknown) => (v === '' || v === undefined || v === null ? null : Number(v)),
              })}
            >
              <option value="">{t('clubCourts.wizard.noCourt')}</option>
              {courts.data?.map((court) => (
                <option key={court.id} value={court.id}>
                  {court.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting} data-testid="save-general">
          {t('matches.edit.save')}
        </Button>
      </DialogFooter>
    </form>
  )
}
