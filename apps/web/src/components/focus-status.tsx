import { useTranslation } from 'react-i18next'
import { CircleCheckIcon, CircleDashedIcon, TrendingUpIcon } from 'lucide-react'
import type { Focus } from '@courtside/contracts'
import { cn } from '@/lib/cn'

const ICONS = { reached: CircleCheckIcon, on_track: TrendingUpIcon, not_yet: CircleDashedIcon } as const
const TONES = {
  reached: 'border-success/40 bg-success/15',
  on_track: 'border-primary/40 bg-primary/10',
  not_yet: 'border-border bg-muted',
} as const

/** A focus's status (docs/focuses.md) in words with its icon: never by colour alone. */
export function FocusStatus({ status, className }: { status: Focus['progress']['status']; className?: string }) {
  const { t } = useTranslation()
  const Icon = ICONS[status]
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium text-foreground',
        TONES[status],
        className,
      )}
      data-testid="focus-status"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`focuses.status.${status}`)}
    </span>
  )
}
