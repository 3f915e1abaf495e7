import { intlLocaleOf } from '@courtside/contracts'
import { useTranslation } from 'react-i18next'
import { CalendarClockIcon, CreditCardIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { UpgradeButton } from '@/components/upgrade-button'
import { useBillingPortal } from '@/hooks/use-billing-portal'
import { canManageBilling, canUpgrade, providedByServer } from '../lib/billing-state'
import { useCurrentLicense } from '../hooks/use-current-license'
import { LicenseBadge } from './license-badge'
import { LicenseStatus } from './license-status'
import { LicenseUsage } from './license-usage'
import { ProvidedByServer } from './provided-by-server'
import { Spinner } from '@/components/ui/spinner'
import { LoadingBlock } from '@/components/loading-block'
import { QueryErrorView } from '@/components/query-error-view'

/**
 * Profile: plan, status in words, the paid period's end, this month's game usage and the days until the allowance
 * resets; 'Upgrade to pro' and 'Manage billing', neither when the server provides pro.
 */
export function LicenseCard() {
  const { t, i18n } = useTranslation()
  const licenseQuery = useCurrentLicense()
  const license = licenseQuery.data
  const portal = useBillingPortal()
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(intlLocaleOf(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )

  return (
    <Card data-testid="license-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('license.title')}</CardTitle>
          {license && <LicenseBadge type={license.license_type} />}
        </div>
        <CardDescription>{t('license.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!license ? (
          // The licence's failure asks for a page refresh (its binding wording), so its retry reloads the page.
          <QueryErrorView
            query={{ status: licenseQuery.status, error: licenseQuery.error, refetch: () => window.location.reload() }}
            pending={
              <LoadingBlock className="grid gap-3">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-2 w-full" />
                <Skeleton className="h-2 w-full" />
              </LoadingBlock>
            }
            title={t('messages.failedToLoadLicense')}
            description={t('license.refreshPrompt')}
            retryLabel={t('license.refresh')}
          />
        ) : (
          <div className="grid gap-5">
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div className="grid gap-1">
                <dt className="text-muted-foreground">{t('license.statusLabel')}</dt>
                <dd>
                  <LicenseStatus status={license.status} />
                </dd>
              </div>
              {license.license_type === 'pro' && license.end_date && (
                <div className="col-span-2 grid gap-1">
                  <dt className="text-muted-foreground">
                    {license.status === 'active' ? t('license.renewsOn') : t('license.endsOn')}
                  </dt>
                  <dd className="font-medium" data-testid="license-period-end">
                    {formatDate(license.end_date)}
                  </dd>
                </div>
              )}
              {/* Nothing is counted against a plan the server provides: no allowance to reset. */}
              {!providedByServer(license) && (
                <div className="grid gap-1">
                  <dt className="text-muted-foreground">{t('license.resetLabel')}</dt>
                  <dd className="inline-flex items-center gap-1.5 font-medium" data-testid="days-until-reset">
                    <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                    {t('license.resetsIn', { count: license.days_until_reset })}
                  </dd>
                </div>
              )}
            </dl>
            <LicenseUsage license={license} />
            {providedByServer(license) && <ProvidedByServer />}
            {license.status !== 'active' && (
              <p className="text-sm text-muted-foreground" data-testid="license-status-hint">
                {t(`license.statusHint.${license.status}`)}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {canUpgrade(license) && <UpgradeButton />}
              {canManageBilling(license) && (
                <Button
                  variant="outline"
                  onClick={portal.open}
                  disabled={portal.isPending}
                  data-testid="manage-billing"
                >
                  {portal.isPending ? <Spinner /> : <CreditCardIcon aria-hidden="true" />}
                  {t('license.manageBilling')}
                </Button>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
