import { useTranslation } from 'react-i18next'
import type { LicenseStatus as Status } from '@courtside/contracts'
import { cn } from '@/lib/cn'

const DOT: Record<Status, string> = {
  active: 'bg-success',
  free_trial: 'bg-success',
  pending: 'bg-warning',
  past_due: 'bg-destructive',
  cancelled: 'bg-muted-foreground',
  expired: 'bg-muted-foreground',
}

export function LicenseStatus({ status, className }: { status: Status; className?: string }) {
  const { t } = useTranslation()
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}
      data-testid="license-status"
      data-status={status}
    >
      <span className={cn('size-2 rounded-full', DOT[status])} aria-hidden="true" />
      {t(`license.status.${status}`)}
    </span>
  )
}
