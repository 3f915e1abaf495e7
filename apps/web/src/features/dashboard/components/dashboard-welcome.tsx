import { useTranslation } from 'react-i18next'

export function DashboardWelcome({ firstName }: { firstName: string }) {
  const { t } = useTranslation()
  const name = firstName.trim()
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" data-testid="dashboard-welcome">
        {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
      </h1>
      <p className="text-muted-foreground">{t('dashboard.subtitle')}</p>
    </header>
  )
}
