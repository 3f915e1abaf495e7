import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SettingsIcon } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { AccountForm } from '@/features/auth/components/account-form'
import { LicenseCard } from '@/features/license/components/license-card'
import { useCurrentUser } from '@/lib/auth-session'

export function ProfilePage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
          <p className="text-muted-foreground">{t('profile.subtitle')}</p>
        </div>
        {/* The sidebar has no settings entry; the profile is where a coach looks for one. */}
        <Link to="/settings" className={buttonVariants({ variant: 'outline' })}>
          <SettingsIcon aria-hidden="true" />
          {t('settings.title')}
        </Link>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('profile.account.title')}</CardTitle>
            <CardDescription>{t('profile.account.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <AccountForm user={user} />
          </CardContent>
        </Card>
        <LicenseCard />
      </div>
    </div>
  )
}
