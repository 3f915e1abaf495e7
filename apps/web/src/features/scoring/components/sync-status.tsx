import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CloudOffIcon, RefreshCwIcon } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { Button } from '@/components/ui/button'
import { useOnline } from '@/hooks/use-online'
import { visiblePoints, type OutboxSnapshot } from '../lib/outbox'
import { WARNING_LINE } from './notice-style'

/**
 * Online, a point reaches the server within a moment of the tap: it is called waiting only once the oldest change on
 * the device has waited this long, so the line does not flash (and push the page down) at every tap.
 */
export const SYNC_NOTICE_DELAY_MS = 1000

/**
 * What is waiting on this device: "n points waiting to sync" (and other changes) once a change has waited
 * SYNC_NOTICE_DELAY_MS, and when the connection is gone or failing, at once, a plain offline banner with the time of
 * the last sync and a retry. Silent when everything is confirmed and the browser is online.
 */
export function SyncStatus({ snapshot, onRetry }: { snapshot: OutboxSnapshot; onRetry(): void }) {
  const { t, i18n } = useTranslation()
  const online = useOnline()
  const points = visiblePoints(snapshot.ops, 0).pending.length
  const others = snapshot.ops.filter((op) => op.kind !== 'ball').length
  const offline = !online || snapshot.failing
  // Once the oldest change has waited long enough the line shows, and stays until nothing waits (a timer, so the render
  // stays pure; reset during render when the queue empties, React's pattern for state that follows a prop).
  const oldest = snapshot.ops[0]?.queuedAt ?? null
  const [noticedSince, setNoticedSince] = useState<number | null>(null)
  if (oldest === null && noticedSince !== null) setNoticedSince(null)
  useEffect(() => {
    if (oldest === null || noticedSince !== null) return
    const timer = setTimeout(() => setNoticedSince(oldest), Math.max(0, oldest + SYNC_NOTICE_DELAY_MS - Date.now()))
    return () => clearTimeout(timer)
  }, [oldest, noticedSince])
  const noticed = offline || (oldest !== null && noticedSince !== null)
  // Formatted only when shown: a date formatter is built at each call, and this renders at every tap.
  const lastSync = !offline
    ? null
    : snapshot.lastSyncAt === null
      ? t('scoring.sync.neverSynced')
      : t('scoring.sync.lastSync', {
          time: new Date(snapshot.lastSyncAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
        })
  const waiting = !noticed
    ? null
    : points > 0
      ? t('scoring.sync.waiting', { count: points })
      : others > 0
        ? t('scoring.sync.changesWaiting', { count: others })
        : null
  return (
    <div aria-live="polite" className="min-h-0" data-testid="sync-status">
      {(waiting !== null || offline) && (
        <div className={WARNING_LINE} data-testid={offline ? 'offline-banner' : undefined}>
          {offline ? (
            <CloudOffIcon className="size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
          ) : (
            <Spinner className="size-4 shrink-0 text-muted-foreground" />
          )}
          <span className="min-w-0 flex-1">
            {offline && <span className="font-medium">{t('scoring.sync.offlineTitle')} </span>}
            {waiting ?? t('scoring.sync.nothingWaiting')}
            {offline && <span className="text-muted-foreground"> · {lastSync}</span>}
          </span>
          {offline && waiting !== null && (
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
