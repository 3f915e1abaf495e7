import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DialogShell, type DialogOpenProps } from './dialog-shell'

/** Asks before something that cannot be undone from here (disconnecting, removing a member, revoking a key). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  testId,
}: DialogOpenProps & {
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  busy: boolean
  onConfirm: () => void
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      testId={testId}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
