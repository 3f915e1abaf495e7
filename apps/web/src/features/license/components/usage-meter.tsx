import { useTranslation } from 'react-i18next'
import { usageBarColor, usagePercent, type UsageBarColor } from '@courtside/domain'
import type { GameQuota } from '@courtside/contracts'
import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/cn'

const BAR_CLASS: Record<UsageBarColor, string> = {
  red: 'bg-meter-red',
  yellow: 'bg-meter-yellow',
  orange: 'bg-meter-orange',
}

export interface UsageMeterProps {
  label: string
  quota: GameQuota
  /** 'usage' colours the bar by the thresholds (pro games); 'neutral' keeps the accent colour. */
  tone: 'usage' | 'neutral'
  testId: string
  compact?: boolean
}

/**
 * One game allowance: "used / limit" with a bar capped at 100 %, or the infinity marker when unlimited.
 * The numbers are always written out, so the colour is never the only signal.
 */
export function UsageMeter({ label, quota, tone, testId, compact = false }: UsageMeterProps) {
  const { t } = useTranslation()
  if (quota.unlimited || quota.limit === null) {
    return (
      <div
        data-testid={testId}
        data-unlimited="true"
        className={cn('flex items-center justify-between gap-2', compact ? 'text-xs' : 'text-sm')}
      >
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">
          <span aria-hidden="true" className="text-base leading-none">
            ∞
          </span>
          <span className="sr-only">{t('license.unlimited')}</span>
        </span>
      </div>
    )
  }
  const percent = usagePercent(quota.used_this_month, quota.limit)
  const color = tone === 'usage' ? usageBarColor(percent) : null
  const valueText = t('license.usedOf', { used: quota.used_this_month, limit: quota.limit })
  return (
    <div
      data-testid={testId}
      data-color={color ?? 'neutral'}
      data-percent={percent}
      className={cn('grid', compact ? 'gap-1 text-xs' : 'gap-1.5 text-sm')}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">{valueText}</span>
      </div>
      <Progress
        value={percent}
        aria-label={label}
        aria-valuetext={valueText}
        className={compact ? 'h-1.5' : 'h-2'}
        indicatorClassName={color ? BAR_CLASS[color] : 'bg-primary'}
      />
    </div>
  )
}
