import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A native checkbox in the theme's colour. Native rather than Radix so react-hook-form's `register` and form
 * submission work unchanged.
 */
export function Checkbox({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-3 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-70',
        className,
      )}
      {...props}
    />
  )
}
