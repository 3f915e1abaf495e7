import type { ReactNode } from 'react'
import { CheckIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A large pressed/unpressed choice with its number key shown on wide screens. */
export function ChoiceButton({
  selected,
  disabled,
  shortcut,
  describedBy,
  onClick,
  className,
  children,
  ...rest
}: {
  selected: boolean
  disabled?: boolean
  shortcut?: number
  describedBy?: string
  onClick(): void
  className?: string
  children: ReactNode
  'data-testid'?: string
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cn(
        'flex min-h-14 w-full items-center gap-2 rounded-xl border border-border bg-card px-3 py-2 text-left text-base font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60',
        'disabled:cursor-not-allowed disabled:bg-muted/40 disabled:text-muted-foreground',
        selected && 'border-primary bg-primary/10 ring-2 ring-primary/40',
        className,
      )}
      {...rest}
    >
      {children}
      {shortcut !== undefined && shortcut <= 9 && (
        <kbd
          className="ml-auto hidden shrink-0 rounded border border-border bg-muted px-1.5 font-mono text-[11px] text-muted-foreground md:inline"
          aria-hidden="true"
        >
          {shortcut}
        </kbd>
      )}
      {selected && <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />}
    </button>
  )
}

/** A small toggle in a wrapping row (shots). */
export function Chip({ selected, onClick, children }: { selected: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center rounded-full border border-border bg-card px-3.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60',
        selected && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    >
      {children}
    </button>
  )
}
