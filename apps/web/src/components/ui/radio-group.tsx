import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A group of native radios: the browser gives arrow-key movement between options of one `name`, and the
 * options stay form inputs for react-hook-form's `register`.
 */
export function RadioGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div role="radiogroup" data-slot="radio-group" className={cn('grid gap-3', className)} {...props} />
}

/** One option of a `RadioGroup`. */
export function RadioGroupItem({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      className={cn(
        'size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-3 focus-visible:ring-ring/50 disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  )
}
