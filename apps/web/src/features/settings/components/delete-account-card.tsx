import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { Trash2Icon } from 'lucide-react'
import { ACCOUNT_RETENTION_DAYS, messages } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { DialogFooter } from '@/components/ui/dialog'
import { DialogHeading } from '@/components/dialog-heading'
import { DialogShell } from '@/components/dialog-shell'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ApiError } from '@/lib/api-error'
import { translateMessage } from '@/lib/i18n'
import { useCurrentUser } from '@/lib/auth-session'
import { useDeleteAccount } from '../api/use-delete-account'
import { Spinner } from '@/components/ui/spinner'

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Delete account (ADR 0031): confirmed by typing the e-mail address and the current password (ADR 0051); closed at
 * once, purged after 30 days.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Card className="border-destructive/40" data-testid="delete-account-card">
      <CardHeader>
        <CardTitle>{t('settings.delete.title')}</CardTitle>
        <CardDescription>{t('settings.delete.description', { days: ACCOUNT_RETENTION_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-account">
          <Trash2Icon aria-hidden="true" />
          {t('settings.delete.open')}
        </Button>
        <DialogShell open={open} onOpenChange={setOpen} testId="delete-account-dialog">
          {open && <ConfirmDeletion onCancel={() => setOpen(false)} />}
        </DialogShell>
      </CardContent>
    </Card>
  )
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const [typed, setTyped] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const matches = same(typed, user.email)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!matches || !password) return
    setError(null)
    setPasswordError(null)
    remove.mutate(
      { confirmEmail: typed, password },
      {
        onSuccess: () => {
          toast.success(t('settings.delete.done'))
          void navigate('/login', { replace: true })
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.errors?.confirm_email)
            setError(t('messages.deleteConfirmMismatch'))
          else if (failure instanceof ApiError && failure.errors?.password)
            setPasswordError(translateMessage(t, failure.errors.password[0] ?? messages.deletePasswordIncorrect))
          else if (failure instanceof ApiError && failure.status === 429) toast.error(t('messages.tooManyRequests'))
          else toast.error(t('messages.failedToDeleteAccount'))
        },
      },
    )
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeading
        title={t('settings.delete.confirmTitle')}
        description={t('settings.delete.confirmBody', { days: ACCOUNT_RETENTION_DAYS })}
      />
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('settings.delete.typeEmail', { email: user.email })}</Label>
        <Input
          id={id}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="delete-confirm-email"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t('settings.delete.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-password-error` : undefined}
          data-testid="delete-confirm-password"
        />
        {passwordError && (
          <p id={`${id}-password-error`} role="alert" className="text-sm text-destructive">
            {passwordError}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={!matches || !password || remove.isPending}
          data-testid="delete-confirm"
        >
          {remove.isPending && <Spinner />}
          {t('settings.delete.confirm')}
        </Button>
      </DialogFooter>
    </form>
  )
}
