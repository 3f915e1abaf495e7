import { useTranslation } from 'react-i18next'
import { WifiOff } from 'lucide-react'
import type { LiveState } from '@/hooks/use-guest-channel'
import { cn } from '@/lib/cn'

/**
 * The live link of a guest screen in words, never the colour alone: "Live" with a pulsing dot, "Connecting…" at
 * first, and "Offline — reconnecting" with a crossed-out signal when the socket is down.
 */
export function LiveIndicator({ state, className }: { state: LiveState; className?: string }) {
  const { t } = useTranslation()
  return (
    <span
      role="status"
      data-testid="live-indicator"
      data-state={state}
      className={cn('inline-flex items-center gap-1.5 text-sm', className)}
    >
      {state === 'offline' ? (
        <WifiOff aria-hidden="true" className="size-[1.1em]" />
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            'size-2.5 rounded-full',
            state === 'live' ? 'bg-red-500 motion-safe:animate-pulse' : 'border-2 border-current opacity-70',
          )}
        />
      )}
      {state === 'live'
        ? t('scoreboard.live')
        : state === 'offline'
          ? t('scoreboard.offline')
          : t('scoreboard.connecting')}
    </span>
  )
}
