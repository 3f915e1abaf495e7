import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { CopyIcon, KeyRoundIcon, PlusIcon } from 'lucide-react'
import type { ApiKey, CreatedApiKey } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { apiKeysQueryOptions } from '../api/organization-queries'
import { useCreateApiKey, useRevokeApiKey } from '../api/use-organization-mutations'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { DialogShell } from '@/components/dialog-shell'
import { useFormatDate } from './organization-badges'

/**
 * The API keys tab (admins): keys of the live scoreboard. A new key is shown once, in a dialog; the list shows name,
 * the key's first characters, last use and who made it; revoking takes effect at once.
 */
export function ApiKeysPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation()
  const formatDate = useFormatDate()
  const query = useQuery(apiKeysQueryOptions(organizationId))
  const create = useCreateApiKey(organizationId)
  const revoke = useRevokeApiKey(organizationId)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)

  const onCreate = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setNameError(t('messages.apiKeyNameRequired'))
      return
    }
    setNameError(undefined)
    try {
      setCreated(await create.mutateAsync(name.trim()))
      setName('')
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.name?.[0] : undefined
      if (field) setNameError(translateMessage(t, field))
      else toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  const onRevoke = async () => {
    if (!revoking) return
    try {
      await revoke.mutateAsync(revoking.id)
      toast.success(t('organizations.apiKeys.revoked', { name: revoking.name }))
    } catch (error) {
      toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
    setRevoking(null)
  }

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key)
      toast.success(t('organizations.apiKeys.copied'))
    } catch {
      toast.error(t('organizations.apiKeys.copyFailed'))
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('organizations.apiKeys.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => void onCreate(event)}
        className="grid gap-2 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-end"
        data-testid="api-key-form"
      >
        <FormField label={t('organizations.apiKeys.name')} hint={t('organizations.apiKeys.nameHint')} error={nameError}>
          {(control) => (
            <Input {...control} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          )}
        </FormField>
        <Button type="submit" disabled={create.isPending} className="sm:mb-6" data-testid="create-api-key">
          <PlusIcon aria-hidden="true" />
          {t('organizations.apiKeys.create')}
        </Button>
      </form>

      {query.isPending ? (
        <Skeleton className="h-20 w-full rounded-xl" />
      ) : query.isError ? (
        <QueryErrorView query={query} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={KeyRoundIcon}
          title={t('organizations.apiKeys.emptyTitle')}
          description={t('organizations.apiKeys.emptyBody')}
        />
      ) : (
        <ul className="grid gap-2" data-testid="api-keys-list">
          {query.data.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium">{key.name}</span>
                <span className="font-mono text-xs text-muted-foreground">{key.prefix}…</span>
                <span className="text-xs text-muted-foreground">
                  {key.last_used_at
                    ? t('organizations.apiKeys.lastUsed', { date: formatDate(key.last_used_at) })
                    : t('organizations.apiKeys.neverUsed')}
                  {' · '}
                  {t('organizations.apiKeys.createdBy', {
                    name: key.created_by.name,
                    date: formatDate(key.created_at),
                  })}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setRevoking(key)}
                aria-label={t('organizations.apiKeys.revokeNamed', { name: key.name })}
              >
                {t('organizations.apiKeys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <DialogShell
        open={created !== null}
        onOpenChange={(open) => !open && setCreated(null)}
        closeLabel={t('organizations.close')}
        className="sm:max-w-lg"
        testId="api-key-created"
        title={t('organizations.apiKeys.createdTitle', { name: created?.name ?? '' })}
        description={t('organizations.apiKeys.createdBody')}
        footer={
          <>
            <Button variant="outline" onClick={() => created && void copy(created.key)}>
              <CopyIcon aria-hidden="true" />
              {t('organizations.apiKeys.copy')}
            </Button>
            <Button onClick={() => setCreated(null)}>{t('organizations.apiKeys.done')}</Button>
          </>
        }
      >
        <code
          className="block rounded-lg border border-border bg-muted px-3 py-2 font-mono text-sm break-all"
          data-testid="api-key-value"
        >
          {created?.key}
        </code>
      </DialogShell>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('organizations.apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('organizations.apiKeys.revokeBody')}
        confirmLabel={t('organizations.apiKeys.revoke')}
        busy={revoke.isPending}
        onConfirm={() => void onRevoke()}
      />
    </div>
  )
}
