import type { ReactNode } from 'react'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

/** A dialog's title block: an optional line above the title (a wizard's step), the title and its description. */
export function DialogHeading({
  eyebrow,
  title,
  description,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  description: ReactNode
}) {
  return (
    <DialogHeader>
      {eyebrow && <p className="text-xs font-medium text-muted-foreground">{eyebrow}</p>}
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  )
}
