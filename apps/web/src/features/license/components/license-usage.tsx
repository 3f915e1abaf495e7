import { useTranslation } from 'react-i18next'
import { AlertTriangleIcon, InfinityIcon } from 'lucide-react'
import { proGamesWarning } from '@courtside/domain'
import type { License } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { UsageMeter } from './usage-meter'

/**
 * The game allowance of a licence: pro shows 'Unlimited'; free shows pro-game usage and free-game usage
 * (∞ when unlimited), with a warning when two or fewer pro games remain.
 */
export function LicenseUsage({ license, compact = false }: { license: License; compact?: boolean }) {
  const { t } = useTranslation()

  // The plan in force: a pro licence whose payment failed or lapsed counts as free until it is paid.
  if (license.pro_games.unlimited) {
    return (
      <div
        data-testid="license-usage"
        data-plan="pro"
        className={cn('flex items-center justify-between gap-2', compact ? 'text-xs' : 'text-sm')}
      >
        <span className="text-muted-foreground">{t('license.games')}</span>
        <span className="inline-flex items-center gap-1 font-semibold">
          <InfinityIcon className="size-3.5" aria-hidden="true" />
          {t('license.unlimited')}
        </span>
      </div>
    )
  }

  const warning = proGamesWarning(license.pro_games)
  const remaining = license.pro_games.remaining ?? 0
  return (
    <div data-testid="license-usage" data-plan="free" className={cn('grid', compact ? 'gap-2' : 'gap-4')}>
      <UsageMeter
        label={t('license.proGames')}
        quota={license.pro_games}
        tone="usage"
        testId="usage-meter-pro"
        compact={compact}
      />
      <UsageMeter
        label={t('license.freeGames')}
        quota={license.free_games}
        tone="neutral"
        testId="usage-meter-free"
        compact={compact}
      />
      {warning && (
        <p
          data-testid="pro-games-warning"
          className={cn(
            'flex items-start gap-1.5 font-medium text-warning-foreground',
            compact ? 'text-xs' : 'text-sm',
          )}
        >
          <AlertTriangleIcon className="mt-px size-3.5 shrink-0 text-warning" aria-hidden="true" />
          <span>
            {remaining === 0
              ? t('license.warning.none', { count: license.days_until_reset })
              : t('license.warning.few', { count: remaining })}
          </span>
        </p>
      )}
    </div>
  )
}
