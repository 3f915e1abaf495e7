import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Checkbox } from '@/components/ui/checkbox'
import { RadioGroupItem } from '@/components/ui/radio-group'
import { Switch as SwitchControl } from '@/components/ui/switch'

/** A labelled checkbox with an optional one-line explanation; the whole row is the touch target. */
export function CheckboxRow({
  label,
  description,
  className,
  ...props
}: ComponentProps<'input'> & { label: ReactNode; description?: ReactNode }) {
  return (
    <label className={cn('flex min-h-11 cursor-pointer items-start gap-3 text-sm', className)}>
      <Checkbox className="mt-0.5" {...props} />
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        {description && <span className="text-muted-foreground">{description}</span>}
      </span>
    </label>
  )
}

/** One option of a radio group drawn as a card: a real radio input, so arrow keys and screen readers work. */
export function RadioCard({
  label,
  description,
  className,
  children,
  ...props
}: ComponentProps<'input'> & { label: ReactNode; description?: ReactNode; children?: ReactNode }) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer gap-3 rounded-xl border border-border bg-card p-3 text-sm transition-colors',
        'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:checked]:ring-primary',
        'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      <RadioGroupItem className="mt-0.5" {...props} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">{label}</span>
        {description && <span className="text-muted-foreground">{description}</span>}
        {children}
      </span>
    </label>
  )
}

/** A labelled on/off switch for settings that apply at once. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  testId,
}: {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  label: string
  description?: string
  disabled?: boolean
  testId?: string
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <span className="grid gap-0.5 text-sm">
        <span className="font-medium">{label}</span>
        {description && <span className="text-muted-foreground">{description}</span>}
      </span>
      <SwitchControl
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-label={label}
        disabled={disabled}
        data-testid={testId}
      />
    </div>
  )
}
