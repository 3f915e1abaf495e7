import type { ReactNode } from 'react'
import { DialogShell, type DialogOpenProps } from './dialog-shell'

/**
 * A dialog around one form. The form is mounted only while the dialog is open, so each opening starts empty;
 * `children` gets `done` to close it after a success.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: DialogOpenProps & {
  title: ReactNode
  description: ReactNode
  children: (done: () => void) => ReactNode
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={title}
      description={description}
    >
      {open && children(() => onOpenChange(false))}
    </DialogShell>
  )
}
