import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { cn } from '@/lib/cn'

/** One labelled single-choice filter of the list (status, type): a radio group that never goes empty. */
export function FilterGroup<T extends string>({
  label,
  values,
  value,
  onChange,
  labelOf,
  className,
  testId,
}: {
  label: string
  values: readonly T[]
  value: T
  onChange(value: T): void
  labelOf(value: T): string
  className?: string
  testId: string
}) {
  const labelId = useId()
  return (
    <div className="grid gap-1.5">
      <Label id={labelId} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <ToggleGroup
        type="single"
        value={value}
        onValueChange={(next) => next && onChange(next as T)}
        aria-labelledby={labelId}
        className={cn('w-full lg:w-fit', className)}
        data-testid={testId}
      >
        {values.map((v) => (
          <ToggleGroupItem key={v} value={v} className="flex-1 px-2.5 lg:flex-none">
            {labelOf(v)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  )
}
