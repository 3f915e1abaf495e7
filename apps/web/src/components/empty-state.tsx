import type { ComponentType, ReactNode, SVGProps } from 'react'
import { cn } from '@/lib/cn'

/** A screen or card with nothing to show yet: an icon, a heading and one sentence about what will appear. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>
  title: ReactNode
  description: ReactNode
  action?: ReactNode
  headingLevel?: 1 | 2 | 3
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      data-testid="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border bg-card/50 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold tracking-tight">{title}</Heading>
      <p className="max-w-md text-sm text-balance text-muted-foreground">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  )
}
