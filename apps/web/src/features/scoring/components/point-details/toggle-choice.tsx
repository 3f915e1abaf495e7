import { useId } from 'react'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'

export interface ToggleChoiceProps<T extends string> {
  label: string
  options: readonly { value: T; label: string; disabled?: boolean }[]
  value: T | null
  onChange(value: T | null): void
  testId?: string
}

/** One row of large toggles, one of which may be on (a second tap turns it off): speed, serve. */
export function ToggleChoice<T extends string>({ label, options, value, onChange, testId }: ToggleChoiceProps<T>) {
  const labelId = useId()
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <p className="text-sm font-medium" id={labelId}>
        {label}
      </p>
      <ToggleGroup
        type="single"
        value={value ?? ''}
        onValueChange={(v) => onChange(v ? (v as T) : null)}
        aria-labelledby={labelId}
        className="w-full"
      >
        {options.map((option) => (
          <ToggleGroupItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className="h-11 flex-1 md:h-10 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            {option.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  )
}
