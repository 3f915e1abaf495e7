import type { ComponentProps } from 'react'
import { DialogContent } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'

/** A dialog on desktop, a full-screen sheet on phones (< 768 px): header, scrolling body, footer always in reach. */
export function RecorderDialogContent({ className, ...props }: ComponentProps<typeof DialogContent>) {
  return (
    <DialogContent
      className={cn(
        'flex max-h-[92dvh] flex-col gap-0 overflow-hidden p-0 md:max-w-2xl',
        'max-md:top-0 max-md:left-0 max-md:h-dvh max-md:max-h-none max-md:w-full max-md:max-w-none max-md:translate-x-0 max-md:translate-y-0 max-md:rounded-none max-md:border-0',
        className,
      )}
      {...props}
    />
  )
}
