import { useTranslation } from 'react-i18next'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { UpgradeButton } from '@/components/upgrade-button'
import { CrownIcon, SparklesIcon } from 'lucide-react'
import { proGamesWarning } from '@courtside/domain'
import type { License, MatchLicense } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

/** What the licence allows for pro matches this month. */
export function proAvailability(license: License | undefined) {
  if (!license) return { canCreate: true, unlimited: false, remaining: null, limit: null, warning: null }
  const quota = license.pro_games
  return {
    canCreate: quota.can_create,
    unlimited: quota.unlimited,
    remaining: quota.remaining,
    limit: quota.limit,
    warning: quota.can_create ? proGamesWarning(quota) : null,
  }
}

/** Step 1 of the wizard: pro or free, as two big choice cards showing this month's allowance. */
export function LicenseStep({
  license,
  loading,
  value,
  onChange,
}: {
  license: License | undefined
  loading: boolean
  value: MatchLicense
  onChange: (value: MatchLicense) => void
}) {
  const { t } = useTranslation()
  const pro = proAvailability(license)
  const days = license?.days_until_reset

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm text-muted-foreground">{t('matches.wizard.licenseLegend')}</legend>
      <RadioGroup className="sm:grid-cols-2" aria-label={t('matches.wizard.licenseLegend')}>
        <label
          data-testid="license-choice-pro"
          data-disabled={!pro.canCreate}
          className={cn(
            'relative flex cursor-pointer sm:min-h-44 flex-col gap-3 rounded-2xl border-2 border-border bg-card p-4 transition-colors',
            'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/50',
            !pro.canCreate && 'cursor-not-allowed opacity-90',
          )}
        >
          <RadioGroupItem
            name="match-license"
            value="pro"
            className="sr-only"
            checked={value === 'pro'}
            disabled={!pro.canCreate}
            onChange={() => onChange('pro')}
            aria-describedby="license-pro-description"
          />
          <span className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2 text-base font-semibold">
              <CrownIcon className="size-5 text-highlight-foreground dark:text-highlight" aria-hidden="true" />
              {t('matches.wizard.pro.title')}
            </span>
            {pro.warning === 'last_one' && (
              <Badge variant="warning" data-testid="badge-last-one">
                {t('matches.wizard.pro.lastOne')}
              </Badge>
            )}
            {pro.warning === 'almost_out' && (
              <Badge variant="warning" data-testid="badge-almost-out">
                {t('matches.wizard.pro.almostOut')}
              </Badge>
            )}
            {value === 'pro' && <span className="sr-only">{t('matches.wizard.selected')}</span>}
          </span>
          <span id="license-pro-description" className="text-sm text-muted-foreground">
            {t('matches.wizard.pro.description')}
          </span>
          <span className="mt-auto grid gap-1 text-sm">
            {loading ? (
              <Skeleton className="h-5 w-40" />
            ) : pro.unlimited ? (
              <span className="font-medium">{t('matches.wizard.pro.unlimited')}</span>
            ) : pro.canCreate ? (
              <span className="font-medium" data-testid="pro-remaining">
                {t('matches.wizard.pro.remaining', { count: pro.remaining ?? 0, limit: pro.limit ?? 0 })}
              </span>
            ) : (
              <span className="font-medium text-destructive" data-testid="pro-none-left">
                {t('matches.wizard.pro.noneLeft')}
              </span>
            )}
            {!pro.unlimited && days !== undefined && (
              <span className="text-xs text-muted-foreground">{t('matches.wizard.resetsIn', { count: days })}</span>
            )}
            {!pro.canCreate && (
              <UpgradeButton
                size="sm"
                variant="outline"
                className="w-fit"
                data-testid="upgrade-link"
                label={t('matches.wizard.upgradeHint')}
              />
            )}
          </span>
        </label>

        <label
          data-testid="license-choice-free"
          className={cn(
            'relative flex cursor-pointer sm:min-h-44 flex-col gap-3 rounded-2xl border-2 border-border bg-card p-4 transition-colors',
            'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/50',
          )}
        >
          <RadioGroupItem
            name="match-license"
            value="free"
            className="sr-only"
            checked={value === 'free'}
            onChange={() => onChange('free')}
            aria-describedby="license-free-description"
          />
          <span className="flex items-center gap-2 text-base font-semibold">
            <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
            {t('matches.wizard.free.title')}
            {value === 'free' && <span className="sr-only">{t('matches.wizard.selected')}</span>}
          </span>
          <span id="license-free-description" className="text-sm text-muted-foreground">
            {t('matches.wizard.free.description')}
          </span>
          <span className="mt-auto text-sm font-medium">{t('matches.wizard.free.always')}</span>
        </label>
      </RadioGroup>
    </fieldset>
  )
}
