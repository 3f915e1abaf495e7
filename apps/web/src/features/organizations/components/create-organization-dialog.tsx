import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { createOrganizationSchema, type CreateOrganization } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorText } from '@/lib/error-text'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { translateMessage } from '@/lib/i18n'
import { useCreateOrganization } from '../api/use-organization-mutations'
import type { DialogOpenProps } from '@/components/dialog-shell'
import { FormDialog } from '@/components/form-dialog'

/** Create an organization: name and subdomain (lower-case letters, digits and dashes, unique). */
export function CreateOrganizationDialog(props: DialogOpenProps) {
  const { t } = useTranslation()
  return (
    <FormDialog {...props} title={t('organizations.create.title')} description={t('organizations.create.description')}>
      {(done) => <CreateOrganizationForm onDone={done} />}
    </FormDialog>
  )
}

function CreateOrganizationForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateOrganization()
  const form = useForm<CreateOrganization>({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: { name: '', subdomain: '' },
  })
  const { register, handleSubmit, setError, formState } = form
  const message = (text: string | undefined) => (text ? translateMessage(t, text) : undefined)

  const onSubmit = handleSubmit(async (values) => {
    try {
      const organization = await create.mutateAsync(values)
      toast.success(t('organizations.create.created', { name: organization.name }))
      onDone()
      void navigate(`/organizations/${organization.id}`)
    } catch (error) {
      if (applyServerFieldErrors(error, setError)) return
      setError('root', { type: 'server', message: errorText(t, error, 'messages.anErrorOccurred') })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="create-organization-form">
      {formState.errors.root?.message && <FormAlert>{formState.errors.root.message}</FormAlert>}
      <FormField label={t('organizations.fields.name')} error={message(formState.errors.name?.message)}>
        {(control) => <Input {...control} autoComplete="organization" autoFocus {...register('name')} />}
      </FormField>
      <FormField
        label={t('organizations.fields.subdomain')}
        hint={t('organizations.fields.subdomainHint')}
        error={message(formState.errors.subdomain?.message)}
      >
        {(control) => (
          <Input {...control} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('subdomain')} />
        )}
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={formState.isSubmitting} data-testid="create-organization-submit">
          {t('organizations.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
