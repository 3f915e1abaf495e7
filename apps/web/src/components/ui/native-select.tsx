import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A native select dressed like `Input`. Native on purpose: phones keep their own pickers and the keyboard
 * behaviour is the browser's.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base shadow-xs outline-none md:h-10 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40',
        'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
