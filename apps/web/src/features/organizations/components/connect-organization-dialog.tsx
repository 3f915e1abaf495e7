import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { useConnectRequest } from '../api/use-organization-mutations'
import type { DialogOpenProps } from '@/components/dialog-shell'
import { FormDialog } from '@/components/form-dialog'

/**
 * The connect-to-organization dialog: a subdomain; 'No organization found' and the "already asked"
 * refusals beside the field, any other failure as the connect failure toast.
 */
export function ConnectOrganizationDialog(props: DialogOpenProps) {
  const { t } = useTranslation()
  return (
    <FormDialog
      {...props}
      title={t('organizations.connect.title')}
      description={t('organizations.connect.description')}
    >
      {(done) => <ConnectForm onDone={done} />}
    </FormDialog>
  )
}

function ConnectForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const connect = useConnectRequest()
  const [subdomain, setSubdomain] = useState('')
  const [error, setError] = useState<string>()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const value = subdomain.trim().toLowerCase()
    if (!value) {
      setError(t('messages.fieldRequired'))
      return
    }
    setError(undefined)
    try {
      const request = await connect.mutateAsync(value)
      toast.success(t('organizations.connect.sent', { name: request.organization.name }))
      onDone()
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 409)) {
        setError(
          failure.status === 404
            ? t('messages.noOrganization')
            : errorText(t, failure, 'messages.connectRequestFailed'),
        )
        return
      }
      if (failure instanceof ApiError && failure.errors?.subdomain?.[0]) {
        setError(translateMessage(t, failure.errors.subdomain[0]))
        return
      }
      toast.error(t('messages.connectRequestFailed'))
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" data-testid="connect-form">
      <FormField label={t('organizations.fields.subdomain')} hint={t('organizations.connect.hint')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={subdomain}
            onChange={(event) => setSubdomain(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            data-testid="connect-subdomain"
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={connect.isPending} data-testid="connect-submit">
          {t('organizations.connect.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}
