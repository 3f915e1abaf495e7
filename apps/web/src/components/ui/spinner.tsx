import type { ComponentProps } from 'react'
import { Loader2Icon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** Work in progress inside a button or a card; decorative, the button's label says what is happening. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <Loader2Icon data-slot="spinner" aria-hidden="true" className={cn('animate-spin', className)} {...props} />
}
