import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { CrownIcon } from 'lucide-react'
import type { QuotaExceeded } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { UpgradeButton } from '@/components/upgrade-button'

/** Past the pro limit, upgrade, or create the same match as a free one. */
export function QuotaAlert({
  quota,
  onCreateFree,
  ref,
}: {
  quota: QuotaExceeded
  onCreateFree(): void
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useTranslation()
  return (
    <div
      ref={ref}
      role="alert"
      className="grid gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm"
      data-testid="quota-exceeded"
    >
      <p className="flex items-start gap-2 font-medium">
        <CrownIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('messages.quotaExceeded')}
      </p>
      <p className="text-muted-foreground">{t('matches.wizard.resetsIn', { count: quota.license.days_until_reset })}</p>
      <div className="flex flex-wrap gap-2">
        <UpgradeButton size="sm" data-testid="quota-upgrade" label={t('matches.wizard.upgrade')} />
        <Button variant="outline" size="sm" onClick={onCreateFree} data-testid="quota-create-free">
          {t('matches.wizard.createAsFree')}
        </Button>
      </div>
    </div>
  )
}
