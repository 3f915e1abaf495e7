import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog'
import { DialogHeading } from './dialog-heading'

/** What every dialog gets from the screen that opens it. */
export interface DialogOpenProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export interface DialogShellProps extends DialogOpenProps {
  /** The heading; without it the body renders its own (inside its form, or one per wizard step). */
  title?: ReactNode
  description?: ReactNode
  /** The buttons row, when they are not part of a form in the body. */
  footer?: ReactNode
  /** The close button's name; the generic "Close" when absent. */
  closeLabel?: string
  className?: string
  testId?: string
  children?: ReactNode
}

/** The frame every dialog of the app shares: the modal with its close button, a heading, the body, a footer. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  footer,
  closeLabel,
  className,
  testId,
  children,
}: DialogShellProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={closeLabel ?? t('common.close')} className={className} data-testid={testId}>
        {title !== undefined && <DialogHeading title={title} description={description} />}
        {children}
        {footer !== undefined && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  )
}
