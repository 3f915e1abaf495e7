import type { ComponentProps } from 'react'
import { SearchIcon } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

/** A list's search box: the magnifier inside, labelled for assistive tech by `aria-label`. */
export function SearchInput({
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type'> & { 'aria-label': string }) {
  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  )
}
