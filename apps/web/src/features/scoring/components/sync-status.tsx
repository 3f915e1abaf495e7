import { useTranslation } from 'react-i18next'
import { CloudOffIcon, RefreshCwIcon } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { Button } from '@/components/ui/button'
import type { OutboxSnapshot } from '../lib/outbox'

/** "n points waiting to sync", with a retry when the connection failed. Silent when everything is confirmed. */
export function SyncStatus({ snapshot, onRetry }: { snapshot: OutboxSnapshot; onRetry(): void }) {
  const { t } = useTranslation()
  const count = snapshot.ops.length
  return (
    <div aria-live="polite" className="min-h-0" data-testid="sync-status">
      {count > 0 && (
        <div className="flex items-center gap-2 rounded-xl border border-warning/40 bg-warning/10 px-3 py-1.5 text-sm">
          {snapshot.failing ? (
            <CloudOffIcon className="size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
          ) : (
            <Spinner className="size-4 shrink-0 text-muted-foreground" />
          )}
          <span className="flex-1">
            {t('scoring.sync.waiting', { count })}
            {snapshot.failing && <span className="text-muted-foreground"> · {t('scoring.sync.offline')}</span>}
          </span>
          {snapshot.failing && (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              <RefreshCwIcon aria-hidden="true" />
              {t('scoring.sync.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
