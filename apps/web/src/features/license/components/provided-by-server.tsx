import { useTranslation } from 'react-i18next'
import { ServerIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** "Pro — provided by this server": a server with SELF_HOSTED_PLAN gives every account pro, with nothing to pay. */
export function ProvidedByServer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  return (
    <p
      data-testid="license-provided-by-server"
      className={cn('flex items-center gap-1.5 text-muted-foreground', compact ? 'text-xs' : 'text-sm')}
    >
      <ServerIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {t('license.providedByServer')}
    </p>
  )
}
