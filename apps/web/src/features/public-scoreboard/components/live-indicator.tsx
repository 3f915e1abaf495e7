import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/** "Live" with a pulsing dot while the stream is up, "Reconnecting…" otherwise: a word, never the colour alone. */
export function LiveIndicator({ live, className }: { live: boolean; className?: string }) {
  const { t } = useTranslation()
  return (
    <span
      role="status"
      data-testid="live-indicator"
      className={cn('inline-flex items-center gap-1.5 text-sm', className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          live ? 'bg-red-500 motion-safe:animate-pulse' : 'border-2 border-current bg-transparent opacity-70',
        )}
      />
      {live ? t('scoreboard.live') : t('scoreboard.reconnecting')}
    </span>
  )
}
