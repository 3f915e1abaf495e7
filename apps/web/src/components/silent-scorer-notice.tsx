import { useTranslation } from 'react-i18next'
import { Clock } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * "No update for n min" on a guest screen when an ongoing match's scorer has gone quiet (useSilentMinutes): words
 * and an icon, so the score on show is not taken for the live one. Nothing when `minutes` is null.
 */
export function SilentScorerNotice({ minutes, className }: { minutes: number | null; className?: string }) {
  const { t } = useTranslation()
  if (minutes === null) return null
  return (
    <p
      role="status"
      data-testid="silent-scorer"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-sm font-medium text-amber-950',
        'dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-[1.1em] shrink-0" />
      {t('scoreboard.silent', { count: minutes })}
    </p>
  )
}
