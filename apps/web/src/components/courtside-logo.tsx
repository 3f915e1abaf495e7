import { cn } from '@/lib/cn'

/** The Courtside mark: a court seen from above with a ball in play. Decorative; the name is the label. */
export function CourtsideMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <rect
        x="7"
        y="8"
        width="18"
        height="16"
        rx="1.5"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="2"
      />
      <path d="M16 8v16M7 16h18" className="stroke-primary-foreground" strokeWidth="2" />
      <circle cx="22.5" cy="10.5" r="3" fill="#d7f542" />
    </svg>
  )
}

export function CourtsideLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-lg font-semibold tracking-tight', className)}>
      <CourtsideMark />
      <span>Courtside</span>
    </span>
  )
}
