import { useTranslation } from 'react-i18next'
import { CalendarClockIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentLicense } from '../hooks/use-current-license'
import { LicenseBadge } from './license-badge'
import { LicenseStatus } from './license-status'
import { LicenseUsage } from './license-usage'

/** Profile: plan, status, this month's game usage and the days until the allowance resets. */
export function LicenseCard() {
  const { t } = useTranslation()
  const { data: license, isPending, isError } = useCurrentLicense()

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
        {isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-2 w-full" />
          </div>
        ) : isError || !license ? (
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4"
          >
            <p className="flex items-center gap-2 text-sm font-semibold text-destructive">
              <TriangleAlertIcon className="size-4" aria-hidden="true" />
              {t('messages.failedToLoadLicense')}
            </p>
            <p className="text-sm text-muted-foreground">{t('license.refreshPrompt')}</p>
            <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
              <RefreshCwIcon aria-hidden="true" />
              {t('license.refresh')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-5">
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div className="grid gap-1">
                <dt className="text-muted-foreground">{t('license.statusLabel')}</dt>
                <dd>
                  <LicenseStatus status={license.status} />
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-muted-foreground">{t('license.resetLabel')}</dt>
                <dd className="inline-flex items-center gap-1.5 font-medium" data-testid="days-until-reset">
                  <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {t('license.resetsIn', { count: license.days_until_reset })}
                </dd>
              </div>
            </dl>
            <LicenseUsage license={license} />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
