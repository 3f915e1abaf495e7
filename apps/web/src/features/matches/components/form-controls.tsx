import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A native select dressed like the inputs (native keeps phones' own pickers and full keyboard support). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base shadow-xs outline-none md:h-10 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  )
}

/** A labelled checkbox with an optional one-line explanation; the whole row is the touch target. */
export function CheckboxRow({
  label,
  description,
  className,
  ...props
}: ComponentProps<'input'> & { label: ReactNode; description?: ReactNode }) {
  return (
    <label className={cn('flex min-h-11 cursor-pointer items-start gap-3 text-sm', className)}>
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-primary" {...props} />
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
      <input type="radio" className="mt-0.5 size-4 shrink-0 accent-primary" {...props} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">{label}</span>
        {description && <span className="text-muted-foreground">{description}</span>}
        {children}
      </span>
    </label>
  )
}

/** An on/off switch (role="switch") for settings that apply at once. */
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
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        data-testid={testId}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/50 disabled:opacity-50',
          checked ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          className={cn(
            'pointer-events-none block size-6 rounded-full bg-background shadow-sm transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  )
}
